// The runtime configuration of the README's table, parsed once with zod. A wrong value stops the app with
// one line naming the variable.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const DEV_SESSION_SECRET = "atelier-development-secret-not-for-production";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), "must be a postgresql:// connection URL");

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const milliseconds = z.coerce
  .number({ message: "must be a number of milliseconds" })
  .int("must be a number of milliseconds")
  .positive("must be a number of milliseconds");

/** An http(s) address with nothing after the host: where the shop answers. */
function isOrigin(value: string) {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return Boolean(url && /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash);
}

/** A name or address to listen on: an IPv4/IPv6 address or a DNS name, nothing else. */
function isHost(value: string) {
  return (
    isIP(value) !== 0 ||
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value)
  );
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ message: "must be a port number" })
      .int("must be a port number")
      .min(0, "must be a port number")
      .max(65535, "must be a port number")
      .default(3000),
    /** Unset: every interface. `127.0.0.1` keeps the shop to this machine (behind a local proxy). */
    HOST: optional.pipe(
      z.string().refine(isHost, "must be a host name or an IP address, like 127.0.0.1").optional(),
    ),
    DATABASE_URL: postgresUrl.optional().or(z.literal("").transform(() => undefined)),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    PUBLIC_URL: optional.pipe(
      z
        .string()
        .refine(isOrigin, "must be the shop's address, like https://shop.example (no path)")
        .optional(),
    ),
    SESSION_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    OWNER_EMAIL: optional.pipe(z.string().email("must be an email address").optional()),
    OWNER_PASSWORD: optional.pipe(z.string().min(12, "must be at least 12 characters").optional()),
    SEED_DEMO: booleanFlag.default("true"),
    S3_BUCKET: optional,
    S3_ENDPOINT: optional.pipe(z.string().url("must be a URL").optional()),
    S3_REGION: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_PUBLIC_URL: optional.pipe(z.string().url("must be a URL").optional()),
    S3_FORCE_PATH_STYLE: booleanFlag.default("false"),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_URL: optional.pipe(z.string().url("must be a URL").optional()),
    /** Unset: the release the Stripe.js library pins (modules/stripe/stripe-js.ts). */
    STRIPE_JS_URL: optional.pipe(z.string().url("must be a URL").optional()),
    CHECKOUT_RESERVATION_MINUTES: z.coerce
      .number({ message: "must be a number of minutes" })
      .positive("must be a number of minutes")
      .default(5),
    STRIPE_TIMEOUT_MS: z.coerce
      .number({ message: "must be a number of milliseconds" })
      .int()
      .positive()
      .default(8000),
    SMTP_URL: optional.pipe(z.string().url("must be a URL").optional()),
    MAIL_FROM: optional,
    OWNER_NOTIFY_EMAIL: optional.pipe(z.string().email("must be an email address").optional()),
    // The outbox's timing (decision 141); tests shorten it, production keeps these defaults.
    MAIL_POLL_MS: milliseconds.default(10_000),
    MAIL_BULK_PER_MINUTE: z.coerce
      .number({ message: "must be a number of mails" })
      .int("must be a number of mails")
      .min(0, "must be 0 or more")
      .default(120),
    MAIL_RETRY_FIRST_MS: milliseconds.default(60_000),
    MAIL_RETRY_MAX_MS: milliseconds.default(6 * 60 * 60_000),
    MAIL_RETRY_FOR_MS: milliseconds.default(48 * 60 * 60_000),
    TRUST_PROXY: z.string().trim().default("loopback"),
    RATE_LIMIT_SCALE: z.coerce.number({ message: "must be a number" }).min(0, "must be 0 or more").default(1),
  })
  .superRefine((env, ctx) => {
    // Embedded or not: the development secret is in the repository, so anyone could sign a session.
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "is required in production (set a random string of at least 32 characters)",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["PUBLIC_URL"],
        message: "is required in production (the shop's public address, like https://shop.example)",
      });
    }
    if (Boolean(env.OWNER_EMAIL) !== Boolean(env.OWNER_PASSWORD)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [env.OWNER_EMAIL ? "OWNER_PASSWORD" : "OWNER_EMAIL"],
        message: "must be set together with the other owner variable",
      });
    }
    if (env.S3_BUCKET) {
      for (const key of ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [key],
            message: "is required when S3_BUCKET is set",
          });
        }
      }
    }
  });

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET"> & {
  SESSION_SECRET: string;
  sessionSecretIsDefault: boolean;
  dataDir: string;
  /**
   * The shop's origin (PUBLIC_URL, else http://localhost:PORT): the only source of its absolute
   * addresses, never a request's Host or forwarded headers (docs/decisions/080-public-url.md).
   */
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError with a one-line message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const env = result.data;
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionSecretIsDefault: !env.SESSION_SECRET,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
  };
}

declare global {
  var __atelierEnv: Env | undefined;
}

/**
 * The process's configuration, parsed on first use. Kept on globalThis because the server and the
 * Remix build are bundled apart and must read the same configuration.
 */
export function getEnv(): Env {
  globalThis.__atelierEnv ??= parseEnv(process.env);
  return globalThis.__atelierEnv;
}
