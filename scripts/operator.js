// Runs an operator command (`npm run db:migrate`, `db:seed`, `owner:set-password`, `backup`,
// `restore`): its TypeScript
// source with tsx in a development checkout, or its copy compiled by `npm run build` where only
// production dependencies are installed (the Docker image has no tsx and no scripts/*.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [name, ...args] = process.argv.slice(2);
const source = path.join(root, "scripts", `${name}.ts`);
const compiled = path.join(root, "build", `${name}.js`);

function resolveTsx() {
  try {
    return createRequire(import.meta.url).resolve("tsx/cli");
  } catch {
    return undefined;
  }
}

const tsx = fs.existsSync(source) ? resolveTsx() : undefined;
if (!tsx && !fs.existsSync(compiled)) {
  console.error(`No ${path.relative(root, compiled)}: run \`npm run build\` first.`);
  process.exit(1);
}
const child = spawn(process.execPath, tsx ? [tsx, source, ...args] : [compiled, ...args], {
  stdio: "inherit",
});
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
