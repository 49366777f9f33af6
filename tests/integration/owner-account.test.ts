import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { DEV_OWNER_EMAIL, ensureOwner, findOwnerByCredentials } from "~/modules/auth/owner.server";
import { hashPassword, verifyPassword } from "~/modules/auth/password.server";
import { safeRedirect } from "~/modules/auth/schema";
import { parseEnv } from "~/utils/env.server";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

describe("owner passwords", () => {
  it("are stored as salted scrypt hashes and verified in constant time", async () => {
    const [a, b] = [await hashPassword("a long passphrase"), await hashPassword("a long passphrase")];
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("passphrase");
    expect(await verifyPassword("a long passphrase", a)).toBe(true);
    expect(await verifyPassword("a long passphrasf", a)).toBe(false);
    expect(await verifyPassword("x", "garbage")).toBe(false);
  });
});

describe("the owner account at start", () => {
  it("is created from OWNER_EMAIL and OWNER_PASSWORD, and replaces any other owner", async () => {
    await prisma.owner.create({
      data: { email: "old@example.com", passwordHash: await hashPassword("old password 123") },
    });
    await ensureOwner(parseEnv({ OWNER_EMAIL: "Artist@Example.com", OWNER_PASSWORD: "new password 123" }));
    expect(await prisma.owner.findMany({ select: { email: true } })).toEqual([
      { email: "artist@example.com" },
    ]);
    expect(await findOwnerByCredentials("artist@example.com", "new password 123")).toMatchObject({
      email: "artist@example.com",
    });
    expect(await findOwnerByCredentials("old@example.com", "old password 123")).toBeNull();
  });

  it("is generated once in development, its password printed once", async () => {
    const lines: string[] = [];
    await ensureOwner(parseEnv({ NODE_ENV: "development" }), (line) => lines.push(line));
    await ensureOwner(parseEnv({ NODE_ENV: "development" }), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const password = lines[0].match(new RegExp(`${DEV_OWNER_EMAIL} / (\\S+)`))![1];
    expect(await findOwnerByCredentials(DEV_OWNER_EMAIL, password)).not.toBeNull();
  });

  it("is never generated in production: /admin stays locked with a warning", async () => {
    const lines: string[] = [];
    await ensureOwner(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }), (line) =>
      lines.push(line),
    );
    expect(await prisma.owner.count()).toBe(0);
    expect(lines[0]).toContain("/admin is locked until OWNER_EMAIL and OWNER_PASSWORD are set");
  });
});

describe("redirect after sign-in", () => {
  it.each([
    ["/admin/gallery?x=1", "/admin/gallery?x=1"],
    [undefined, "/admin"],
    ["https://evil.example", "/admin"],
    ["//evil.example/x", "/admin"],
    ["/\\evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
  ])("%s goes to %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});
