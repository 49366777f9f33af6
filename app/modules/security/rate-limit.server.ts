// Fixed-window rate limits kept in PostgreSQL, so they hold across several app instances.
// Limits live here, in one table, scaled by RATE_LIMIT_SCALE (0 turns them off).
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { tooManyRequests } from "~/utils/errors";

const MINUTE = 60 * 1000;

export const RATE_LIMITS = {
  contact: { limit: 5, windowMs: 10 * MINUTE },
  newsletter: { limit: 5, windowMs: 10 * MINUTE },
  inquiry: { limit: 5, windowMs: 10 * MINUTE },
  contactPhotoUpload: { limit: 30, windowMs: 10 * MINUTE },
  // Each costs seconds of a core to decode: a visitor sends a few photos, not a stream of them.
  heicPhoto: { limit: 10, windowMs: 60 * MINUTE },
  paymentIntent: { limit: 20, windowMs: 10 * MINUTE },
  // Each costs a call to Stripe, which limits calls per account: a flood would fail real checkouts.
  paymentConfirmation: { limit: 20, windowMs: 10 * MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one hit of `name` for `subject` (an IP or an email); atomic under concurrency. */
export async function hitRateLimit(name: RateLimitName, subject: string): Promise<RateLimitResult> {
  const scale = getEnv().RATE_LIMIT_SCALE;
  if (scale === 0) return { allowed: true, retryAfterSeconds: 0 };
  const { limit, windowMs } = RATE_LIMITS[name];
  const key = `${name}:${subject}`;
  const resetAt = new Date(Date.now() + windowMs);
  const [bucket] = await prisma.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt", "createdAt", "updatedAt")
    VALUES (${key}, 1, ${resetAt}, now(), now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END,
      "updatedAt" = now()
    RETURNING "count", "resetAt"`;
  const retryAfterSeconds = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 1000));
  return { allowed: bucket.count <= Math.ceil(limit * scale), retryAfterSeconds };
}

/** Throws a 429 answer (with `message` when given) once `subject` is past the limit of `name`. */
export async function enforceRateLimit(name: RateLimitName, subject: string, message?: string) {
  const result = await hitRateLimit(name, subject);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, message);
}

/** Drops windows that ended, so the table stays small. */
export async function pruneRateLimits() {
  await prisma.rateLimitBucket.deleteMany({ where: { resetAt: { lt: new Date() } } });
}
