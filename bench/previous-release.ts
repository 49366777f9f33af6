// `npm run bench -- --against <git ref>`: the release at that ref, checked out in a worktree of its
// own, installed and built there, and started on a fresh embedded database with its own demo
// content, so Lighthouse can measure it in turns with this checkout's build in the same run.
import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, tempDataDir } from "../tests/support/server";

export async function startPreviousRelease(ref: string, env: Record<string, string>) {
  const commit = execFileSync("git", ["rev-parse", "--short", `${ref}^{commit}`], {
    encoding: "utf8",
  }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-previous-"));
  const removeWorktree = () =>
    execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
  execFileSync("git", ["worktree", "add", "--detach", dir, commit], { stdio: "inherit" });
  try {
    console.log(`Installing and building ${ref} (${commit}) in ${dir}…`);
    execSync("npm install --no-audit --no-fund && npm run build", { cwd: dir, stdio: "inherit" });
    const server = await startServer({ ...env, DATA_DIR: tempDataDir("atelier-bench-previous-") }, 180_000, {
      cwd: dir,
    });
    return {
      release: commit.startsWith(ref) ? commit : `${ref} (${commit})`,
      url: server.url,
      stop: async () => {
        await server.stop();
        removeWorktree();
      },
    };
  } catch (error) {
    removeWorktree();
    throw error;
  }
}
