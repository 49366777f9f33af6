// Runs an operator command (`npm run db:migrate`, `db:seed`, `owner:set-password`, `backup`,
// `restore`, `uploads:sweep`): its TypeScript
// source with tsx in a development checkout, or its copy compiled by `npm run build` where only
// production dependencies are installed (the Docker image has no tsx and no scripts/*.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [name, ...args] = process.argv.slice(2);
const source = path.join(root, "scripts", `${name}.ts`);
const compiled = path.join(root, "build", `${name}.js`);

/** tsx's loader, given to Node itself (its CLI would start another Node, without the flags below). */
function resolveTsx() {
  try {
    return import.meta.resolve("tsx");
  } catch {
    return undefined;
  }
}

const tsx = fs.existsSync(source) ? resolveTsx() : undefined;
if (!tsx && !fs.existsSync(compiled)) {
  console.error(`No ${path.relative(root, compiled)}: run \`npm run build\` first.`);
  process.exit(1);
}
// V8's baseline WebAssembly compiler only: a command runs the embedded database's PostgreSQL once
// through, and tiering its hot functions up held 400 MB more at a big shop's backup's peak than
// the backup itself, and saved no time (decision 324).
const node = ["--liftoff-only"];
const child = spawn(
  process.execPath,
  tsx ? [...node, "--import", tsx, source, ...args] : [...node, compiled, ...args],
  {
    stdio: "inherit",
  },
);
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
