// Runs one of the shop's npm scripts as the owner would from a shell, with only the configuration a
// test gives it (none of the test runner's own variables), and answers its exit code and output.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "DATABASE_URL"),
  );
  try {
    const { stdout, stderr } = await run("npm", ["run", "-s", script, "--", ...args], {
      env: { ...base, NODE_ENV: "production", ...env },
      timeout: 120_000,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}
