// The configuration the code under test reads: set here, read again on its next getEnv().

/** Sets environment variables (`undefined` removes one) and has the shop read them afresh. */
export function setEnv(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  globalThis.__atelierEnv = undefined;
}
