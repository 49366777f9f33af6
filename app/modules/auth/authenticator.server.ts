// remix-auth's form strategy: the owner signs in with email and password. Failures lock the
// (email, address) pair with backoff, and the address past many of them (sign-in-lock.server.ts);
// attempts are logged without the password, the email quoted.
import { FormStrategy } from "remix-auth-form";
import { findOwnerByCredentials } from "./owner.server";
import { INVALID_CREDENTIALS, loginSchema, TOO_MANY_ATTEMPTS } from "./schema";
import { clearSignInFailures, recordSignInFailure, signInLockSeconds } from "./sign-in-lock.server";

export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type SignedIn = { id: number; email: string };

function signInStrategy(clientIp: string) {
  return new FormStrategy<SignedIn>(async ({ form }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new SignInError(parsed.error.issues[0].message, 400);
    const { email, password } = parsed.data;
    const who = `${JSON.stringify(email)} from ${clientIp}`;
    const lockSeconds = await signInLockSeconds(email, clientIp);
    if (lockSeconds > 0) {
      console.warn(`Sign-in refused (too many failures) for ${who}`);
      throw new SignInError(TOO_MANY_ATTEMPTS, 429, lockSeconds);
    }
    const owner = await findOwnerByCredentials(email, password);
    if (!owner) {
      await recordSignInFailure(email, clientIp);
      console.warn(`Sign-in failed for ${who}`);
      throw new SignInError(INVALID_CREDENTIALS, 401);
    }
    await clearSignInFailures(email, clientIp);
    console.info(`Owner signed in: ${who}`);
    return owner;
  });
}

/**
 * Authenticates the form post; returns the owner or throws SignInError. A strategy per request
 * (rather than one registered on a shared Authenticator) keeps each attempt's client address its own.
 */
export function signIn(request: Request, clientIp: string) {
  return signInStrategy(clientIp).authenticate(request);
}
