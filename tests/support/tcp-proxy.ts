// A TCP proxy between the app and PostgreSQL that a test can cut and restore, to play a database
// outage without touching the shared PostgreSQL.
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Resets every open connection and every new one until `restore`. */
  cut(): void;
  restore(): void;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  close(): Promise<void>;
}

/**
 * Pipes `client` and `upstream` both ways, tracked in `sockets` while open; an error on either ends both.
 * Nagle's algorithm is off on both, as real proxies have it: with it on, an answer's last small
 * segment waits for the client's delayed ACK, about 40 ms on every request.
 */
export function joinSockets(client: net.Socket, upstream: net.Socket, sockets: Set<net.Socket>) {
  for (const socket of [client, upstream]) {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {
      client.destroy();
      upstream.destroy();
    });
  }
  client.pipe(upstream).pipe(client);
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    joinSockets(client, net.connect(targetPort, targetHost), sockets);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      cut = false;
    },
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
