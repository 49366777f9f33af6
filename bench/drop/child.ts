// The drop bench's helper processes (the balancer, the bucket, the crowd's clients): each is forked
// from the bench with its TypeScript loader, says it is ready with its first message, and exits when
// the bench lets go of it (or dies), since a helper outliving a failed run would hold its port.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface BenchChild<Ready> {
  process: ChildProcess;
  /** Its first message. */
  ready: Ready;
  /** Lets go of it and waits until it has exited (it cleans up on `disconnect`). */
  close(): Promise<void>;
}

export async function forkChild<Ready>(script: URL, args: string[] = []): Promise<BenchChild<Ready>> {
  const child = fork(fileURLToPath(script), args);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Once ready, its exit rejects nothing: a promise settles once.
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ready));
    child.once("exit", (code) =>
      reject(new Error(`${script.pathname} exited (${code}) before it was ready`)),
    );
  });
  return {
    process: child,
    ready,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** In a helper: what to do when the bench lets go of it, then exit. */
export function onBenchGone(cleanUp: () => Promise<unknown> = async () => undefined) {
  process.on("disconnect", () => {
    void cleanUp().finally(() => process.exit(0));
  });
}
