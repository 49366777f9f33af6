// A load balancer for the drop bench (bench/drop/balancer.ts, in its own process). It forwards bytes
// only, so the instances see it as a loopback hop (trusted by the default TRUST_PROXY) and take each
// visitor's X-Forwarded-For as its address, and the Host visitors name is its own, the shop's
// PUBLIC_URL (the page cache serves only that host), as behind a real proxy. It listens before the
// instances start, since they must be given its address.
import { once } from "node:events";
import { forkChild } from "./child";

export async function startRoundRobinProxy() {
  const balancer = await forkChild<{ port: number }>(new URL("./balancer.ts", import.meta.url));
  return {
    url: `http://127.0.0.1:${balancer.ready.port}`,
    /** The instances to take turns between, from now on. */
    async forwardTo(targets: string[]) {
      balancer.process.send({ forwardTo: targets.map((url) => Number(new URL(url).port)) });
      await once(balancer.process, "message");
    },
    close: balancer.close,
  };
}
