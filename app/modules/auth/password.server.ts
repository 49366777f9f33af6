// Owner passwords: scrypt (memory-hard, in Node's crypto) with a random salt per hash; compared in
// constant time. The clear password is never stored or logged.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A stored hash's parts, or undefined when it is not one of ours. */
export function parseHash(stored: string) {
  const [scheme, N, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || rest.length > 0) return undefined;
  const options = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { options, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

export async function verifyPassword(password: string, stored: string) {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await scrypt(password, hash.salt, hash.options);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

let dummy: Promise<string> | undefined;

/**
 * A real hash of a random password, made once: checked against when an email is not the owner's,
 * so that answer costs the same scrypt work as a wrong password and timing tells nothing.
 */
export function dummyHash() {
  dummy ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummy;
}

/** A random password for a development owner, printed once at start. */
export const generatePassword = () => randomBytes(18).toString("base64url");
