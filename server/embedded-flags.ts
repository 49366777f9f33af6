// On the embedded database the server runs WebAssembly on V8's baseline compiler only (decision
// 369): V8's optimising tier, compiling PGlite's PostgreSQL as it started, took the process to about
// 900 MB; without it the server peaks at about 300 MB as it starts. V8 reads the flag once, when
// the process starts, so the server executes itself again with it: the same process (its id, its
// signals, a container's PID 1), new flags. On PostgreSQL there is no PGlite to save memory on,
// and the flag would only slow Prisma's own WebAssembly.

const BASELINE_WASM_FLAG = "--liftoff-only";

/** Re-executes this process with the flag when it serves the embedded database without it yet. */
export function restartWithEmbeddedFlags(embedded: boolean) {
  if (!embedded || process.execArgv.includes(BASELINE_WASM_FLAG) || !process.execve) return;
  process.execve(process.execPath, [
    process.execPath,
    ...process.execArgv,
    BASELINE_WASM_FLAG,
    ...process.argv.slice(1),
  ]);
}
