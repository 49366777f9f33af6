import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

function messageFor(env: Record<string, string>) {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
}

describe("configuration", () => {
  it("gives the documented defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.RATE_LIMIT_SCALE).toBe(1);
    expect(env.sessionSecretIsDefault).toBe(true);
  });

  it("names the variable in a one-line message when a value is wrong", () => {
    const message = messageFor({ PORT: "eighty" });
    expect(message).toBe("Invalid configuration: PORT must be a port number");
    expect(message).not.toContain("\n");
    expect(messageFor({ DATABASE_URL: "mysql://db" })).toBe(
      "Invalid configuration: DATABASE_URL must be a postgresql:// connection URL",
    );
    expect(messageFor({ SEED_DEMO: "maybe" })).toBe("Invalid configuration: SEED_DEMO must be true or false");
  });

  it("refuses production without a session secret, on PostgreSQL and on the embedded database", () => {
    const refusal = /^Invalid configuration: SESSION_SECRET is required in production/;
    expect(messageFor({ NODE_ENV: "production", DATABASE_URL: "postgresql://db/atelier" })).toMatch(refusal);
    expect(messageFor({ NODE_ENV: "production" })).toMatch(refusal);
    expect(messageFor({ NODE_ENV: "production", SESSION_SECRET: " " })).toMatch(refusal);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }).sessionSecretIsDefault).toBe(
      false,
    );
    expect(parseEnv({ NODE_ENV: "development" }).sessionSecretIsDefault).toBe(true);
  });

  it("takes the shop's address from PUBLIC_URL only, localhost:PORT by default", () => {
    expect(parseEnv({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }).publicUrl).toBe(
      "http://localhost:3000",
    );
    expect(parseEnv({ PUBLIC_URL: "https://Shop.Example/" }).publicUrl).toBe("https://shop.example");
    expect(messageFor({ PUBLIC_URL: "https://shop.example/atelier" })).toBe(
      "Invalid configuration: PUBLIC_URL must be the shop's address, like https://shop.example (no path)",
    );
    expect(messageFor({ PUBLIC_URL: "javascript:alert(1)" })).toMatch(/^Invalid configuration: PUBLIC_URL/);
  });

  it("listens on every interface unless HOST names one", () => {
    expect(parseEnv({}).HOST).toBeUndefined();
    expect(parseEnv({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "::1" }).HOST).toBe("::1");
    expect(parseEnv({ HOST: "shop-backend.internal" }).HOST).toBe("shop-backend.internal");
    expect(messageFor({ HOST: "http://127.0.0.1" })).toBe(
      "Invalid configuration: HOST must be a host name or an IP address, like 127.0.0.1",
    );
  });

  it("refuses production on a real database without PUBLIC_URL", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgresql://db/atelier" };
    const message = messageFor({ ...production, SESSION_SECRET: "s".repeat(32) });
    expect(message).toBe(
      "Invalid configuration: PUBLIC_URL is required in production (the shop's public address, like https://shop.example)",
    );
    expect(
      parseEnv({ ...production, SESSION_SECRET: "s".repeat(32), PUBLIC_URL: "https://a.example" }).publicUrl,
    ).toBe("https://a.example");
  });

  it("wants the owner email and password together", () => {
    expect(messageFor({ OWNER_EMAIL: "owner@example.com" })).toBe(
      "Invalid configuration: OWNER_PASSWORD must be set together with the other owner variable",
    );
  });

  it("wants the S3 credentials when a bucket is configured", () => {
    expect(messageFor({ S3_BUCKET: "photos" })).toBe(
      "Invalid configuration: S3_REGION is required when S3_BUCKET is set",
    );
  });
});
