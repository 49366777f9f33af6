// The drop bench's load balancer, in a process of its own (startRoundRobinProxy forks it): each TCP
// connection goes to the next instance in turn. On the bench's event loop, beside the 1,000 visitors'
// clients, every byte of every answer waited behind them (that loop lagged up to 600 ms in the
// crowd); a real balancer is not the visitors' machine. Its backlog holds a crowd's burst of new
// connections: at Node's default of 511, the kernel dropped thousands of SYNs in a run and their
// visitors waited 1, 3 or 7 s to connect again.
import net from "node:net";
import { joinSockets } from "../../tests/support/tcp-proxy";
import { onBenchGone } from "./child";

let ports: number[] = [];
let next = 0;
const sockets = new Set<net.Socket>();
const server = net.createServer((client) => {
  joinSockets(client, net.connect(ports[next++ % ports.length], "127.0.0.1"), sockets);
});
server.listen({ port: 0, host: "127.0.0.1", backlog: 4096 }, () => {
  process.send!({ port: (server.address() as net.AddressInfo).port });
});
process.on("message", (message: { forwardTo: number[] }) => {
  ports = message.forwardTo;
  process.send!({ forwarding: ports });
});
onBenchGone();
