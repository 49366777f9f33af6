// Keeps the built server running the way the deploy's `restart: unless-stopped` does: a server
// that exits is started again on the same port, and each exit is recorded for the report.
import { setTimeout as sleep } from "node:timers/promises";
import { startServer, type RunningServer } from "../tests/support/server";

export interface ServerExit {
  /** ms on the soak's clock */
  atMs: number;
  code: string;
  /** when it answered again; null if it never came back during the soak */
  backAtMs: number | null;
}

export async function superviseServer(env: Record<string, string>, now: () => number) {
  const exits: ServerExit[] = [];
  const logs: string[] = [];
  let server: RunningServer | undefined;
  let stopping = false;

  const watch = (running: RunningServer) => {
    server = running;
    running.process.once("exit", (code, signal) => {
      logs.push(running.output());
      server = undefined;
      if (stopping) return;
      const exit: ServerExit = { atMs: now(), code: String(signal ?? code), backAtMs: null };
      exits.push(exit);
      void restart(exit);
    });
  };

  async function restart(exit: ServerExit) {
    while (!stopping) {
      try {
        const running = await startServer(env);
        if (stopping) return void (await running.stop());
        watch(running);
        exit.backAtMs = now();
        return;
      } catch (error) {
        // It could not start (its database still down, say): try again, as a supervisor would.
        logs.push(error instanceof Error ? error.message : String(error));
        await sleep(1000);
      }
    }
  }

  watch(await startServer(env));
  return {
    exits,
    output: () => [...logs, server?.output() ?? ""].join("\n--- the server was started again ---\n"),
    stop: async () => {
      stopping = true;
      await server?.stop();
    },
  };
}
