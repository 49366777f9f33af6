// A load balancer for the drop bench: each TCP connection goes to the next instance in turn. It
// forwards bytes only, so the instances see it as a loopback hop (trusted by the default
// TRUST_PROXY) and take each visitor's X-Forwarded-For as its address, and the Host visitors name
// is its own, the shop's PUBLIC_URL (the page cache serves only that host), as behind a real proxy.
// It listens before the instances start, since they must be given its address.
import net from "node:net";
import { joinSockets } from "../../tests/support/tcp-proxy";

export async function startRoundRobinProxy() {
  let ports: number[] = [];
  const sockets = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    joinSockets(client, net.connect(ports[next++ % ports.length], "127.0.0.1"), sockets);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    /** The instances to take turns between, from now on. */
    forwardTo(targets: string[]) {
      ports = targets.map((url) => Number(new URL(url).port));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
