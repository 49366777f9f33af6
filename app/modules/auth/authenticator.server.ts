// remix-auth's form strategy: the owner signs in with email and password. Attempts are
// limited per client address and per email, and logged without the password.
import { FormStrategy } from "remix-auth-form";
import { hitRateLimit } from "~/modules/security/rate-limit.server";
import { findOwnerByCredentials } from "./owner.server";
import { INVALID_CREDENTIALS, loginSchema, TOO_MANY_ATTEMPTS } from "./schema";

export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
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
    const [byIp, byEmail] = await Promise.all([
      hitRateLimit("signInPerIp", clientIp),
      hitRateLimit("signInPerEmail", email.toLowerCase()),
    ]);
    if (!byIp.allowed || !byEmail.allowed) {
      console.warn(`Sign-in refused (too many attempts) for ${email} from ${clientIp}`);
      throw new SignInError(TOO_MANY_ATTEMPTS, 429);
    }
    const owner = await findOwnerByCredentials(email, password);
    if (!owner) {
      console.warn(`Sign-in failed for ${email} from ${clientIp}`);
      throw new SignInError(INVALID_CREDENTIALS, 401);
    }
    console.info(`Owner signed in: ${owner.email} from ${clientIp}`);
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
