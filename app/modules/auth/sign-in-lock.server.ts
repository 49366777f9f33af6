// Sign-in failures, counted in PostgreSQL per (email, client address) and per address: only
// failures count, a success clears its pair, and a stranger guessing the owner's email from
// elsewhere never locks her out (docs/decisions/083-sign-in-lock.md).
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";

const MINUTE = 60 * 1000;

interface FailureRule {
  /** Failures allowed before a lock (scaled by RATE_LIMIT_SCALE, 0 turns locks off). */
  free: number;
  /** How long after its last failure a count is forgotten. */
  forgetMs: number;
  /** The lock after the `failures`-th failure, counted from that failure. */
  lockMs: (failures: number, free: number) => number;
}

export const SIGN_IN_FAILURE_RULES = {
  // One person mistyping: 30 s after the 5th failure, doubling with each further one, at most 15 min.
  pair: {
    free: 5,
    forgetMs: 60 * MINUTE,
    lockMs: (failures, free) => Math.min(15 * MINUTE, 30_000 * 2 ** (failures - free)),
  },
  // One address trying many emails.
  address: { free: 20, forgetMs: 15 * MINUTE, lockMs: () => 15 * MINUTE },
} satisfies Record<string, FailureRule>;

type Kind = keyof typeof SIGN_IN_FAILURE_RULES;

const keyOf = (kind: Kind, email: string, clientIp: string) =>
  kind === "pair" ? `signInFailures:${email.toLowerCase()}|${clientIp}` : `signInFailures:${clientIp}`;

const KINDS = Object.keys(SIGN_IN_FAILURE_RULES) as Kind[];

/** Seconds until `email` may try again from `clientIp`, or 0 when it may now. */
export async function signInLockSeconds(email: string, clientIp: string): Promise<number> {
  const scale = getEnv().RATE_LIMIT_SCALE;
  if (scale === 0) return 0;
  const keys = KINDS.map((kind) => keyOf(kind, email, clientIp));
  // One bucket per key asked for (the address and the account): two rows at most.
  const buckets = await prisma.rateLimitBucket.findMany({ where: { key: { in: keys } } });
  const now = Date.now();
  const lockedUntil = KINDS.map((kind, i) => {
    const bucket = buckets.find((b) => b.key === keys[i]);
    const rule: FailureRule = SIGN_IN_FAILURE_RULES[kind];
    const free = Math.ceil(rule.free * scale);
    if (!bucket || bucket.resetAt.getTime() <= now || bucket.count < free) return 0;
    return bucket.updatedAt.getTime() + rule.lockMs(bucket.count, free);
  });
  return Math.max(0, Math.ceil((Math.max(...lockedUntil) - now) / 1000));
}

/** Counts a failed sign-in of `email` from `clientIp`. */
export async function recordSignInFailure(email: string, clientIp: string) {
  for (const kind of KINDS) {
    const key = keyOf(kind, email, clientIp);
    const forgetAt = new Date(Date.now() + SIGN_IN_FAILURE_RULES[kind].forgetMs);
    await prisma.$executeRaw`
      INSERT INTO "RateLimitBucket" ("key", "count", "resetAt", "createdAt", "updatedAt")
      VALUES (${key}, 1, ${forgetAt}, now(), now())
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
        "resetAt" = EXCLUDED."resetAt",
        "updatedAt" = now()`;
  }
}

/** A success forgets that (email, address)'s failures: her next typo starts from zero. */
export async function clearSignInFailures(email: string, clientIp: string) {
  await prisma.rateLimitBucket.deleteMany({ where: { key: keyOf("pair", email, clientIp) } });
}
