import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "~/db.server";
import { signIn } from "~/modules/auth/authenticator.server";
import { setOwnerPassword } from "~/modules/auth/owner.server";
import { dummyHash, hashPassword, parseHash } from "~/modules/auth/password.server";
import { getOwner, SESSION_MAX_AGE_MS } from "~/modules/auth/session.server";
import { action as dashboardAction } from "~/routes/admin._index";
import { createOwnerCookie } from "../support/owner";
import { resetDatabase } from "../support/reset";
import { postForm } from "../support/page-action";
import { setEnv } from "../support/env";

beforeEach(resetDatabase);

const OWNER = { email: "artist@example.com", password: "correct horse battery staple" };
const DAY_MS = 24 * 60 * 60 * 1000;

const withCookie = (cookie: string) => new Request("http://localhost/admin", { headers: { Cookie: cookie } });

describe("owner sessions", () => {
  it("all end when the password changes: a stolen cookie does not survive the remedy", async () => {
    const [phone, laptop] = [await createOwnerCookie(OWNER.email), await createOwnerCookie(OWNER.email)];
    expect(await getOwner(withCookie(phone.cookie))).not.toBeNull();
    await setOwnerPassword(OWNER.email, "a brand new passphrase");
    expect(await getOwner(withCookie(phone.cookie))).toBeNull();
    expect(await getOwner(withCookie(laptop.cookie))).toBeNull();
    expect(await prisma.session.count()).toBe(0);
  });

  it("end everywhere else from the dashboard, keeping the one that asked", async () => {
    const [here, stolen] = [await createOwnerCookie(OWNER.email), await createOwnerCookie(OWNER.email)];
    const answer = await postForm(dashboardAction, {
      path: "/admin",
      body: new URLSearchParams(),
      cookie: here.cookie,
    });
    expect(answer).toHaveRedirect("/admin");
    expect(await getOwner(withCookie(here.cookie))).not.toBeNull();
    expect(await getOwner(withCookie(stolen.cookie))).toBeNull();
  });

  it("end 30 days after sign-in however often they are used", async () => {
    const { cookie } = await createOwnerCookie(OWNER.email);
    // Used an hour ago, so the idle expiry is far off; signed in just over 30 days ago.
    await prisma.session.updateMany({
      data: {
        createdAt: new Date(Date.now() - SESSION_MAX_AGE_MS - 60_000),
        lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
        expiresAt: new Date(Date.now() + 6 * DAY_MS),
      },
    });
    expect(await getOwner(withCookie(cookie))).toBeNull();
    expect(await prisma.session.count()).toBe(0);
  });

  it("slide with use, but never past 30 days after sign-in", async () => {
    const { cookie } = await createOwnerCookie(OWNER.email);
    const createdAt = new Date(Date.now() - 29 * DAY_MS);
    await prisma.session.updateMany({
      data: {
        createdAt,
        lastSeenAt: new Date(Date.now() - 2 * DAY_MS),
        expiresAt: new Date(Date.now() + DAY_MS),
      },
    });
    expect(await getOwner(withCookie(cookie))).not.toBeNull();
    const session = await prisma.session.findFirstOrThrow();
    expect(session.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_MAX_AGE_MS);
  });
});

function attempt(password: string, ip: string, email = OWNER.email) {
  const request = new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
  });
  return signIn(request, ip).then(
    () => 200,
    (error: { status: number }) => error.status,
  );
}

describe("signing in", () => {
  beforeEach(async () => {
    setEnv({ RATE_LIMIT_SCALE: "1" });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    await setOwnerPassword(OWNER.email, OWNER.password);
  });

  afterEach(() => vi.restoreAllMocks());

  it("checks a real hash when the email is not the owner's, so it costs the same scrypt work", async () => {
    const real = parseHash(await hashPassword("whatever it is"));
    const dummy = parseHash(await dummyHash());
    expect(dummy?.options).toEqual(real?.options);
    expect(dummy?.salt.length).toBe(real?.salt.length);
    expect(dummy?.key.length).toBe(real?.key.length);
  });

  it("locks a stranger's address after repeated failures, never the owner at hers", async () => {
    const stranger = [];
    for (let i = 0; i < 12; i++) stranger.push(await attempt(`guess ${i}`, "198.51.100.66"));
    expect(stranger.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(stranger.slice(5)).toEqual(Array(7).fill(429));
    // The right password from the stranger's address waits out the lock too.
    expect(await attempt(OWNER.password, "198.51.100.66")).toBe(429);
    expect(await attempt(OWNER.password, "203.0.113.5")).toBe(200);
  });

  it("counts only failures, and a success clears that address's failures", async () => {
    const ip = "203.0.113.5";
    const statuses = [];
    for (let round = 0; round < 4; round++) {
      statuses.push(await attempt("typo typo typo", ip));
      statuses.push(await attempt("typo typo typo", ip));
      for (let i = 0; i < 3; i++) statuses.push(await attempt(OWNER.password, ip));
    }
    expect(statuses).toEqual(Array(4).fill([401, 401, 200, 200, 200]).flat());
  });

  it("locks one address that tries many emails", async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(await attempt("guess", "198.51.100.77", `someone${i}@example.com`));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});
