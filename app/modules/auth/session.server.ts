// Owner sessions: a database row per sign-in, referenced from a signed cookie, so signing out or
// revoking a session really ends it. A session ends after 7 days without use, and 30 days after
// sign-in however much it is used (docs/decisions/082-session-lifetimes.md).
import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { prisma } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { unauthorized } from "~/utils/errors";
import { sessionCookieName } from "./cookie-name";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MAX_IDLE_MS = 7 * DAY_MS;
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
// Sliding expiry is written at most this often, not on every request.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

let cookie: ReturnType<typeof createCookie> | undefined;

/** The session cookie: HttpOnly, SameSite=Lax, and Secure with a __Host- name in production. */
export function sessionCookie() {
  if (cookie) return cookie;
  const env = getEnv();
  const production = env.NODE_ENV === "production";
  cookie = createCookie(sessionCookieName(production), {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: SESSION_MAX_AGE_MS / 1000,
    secrets: [env.SESSION_SECRET],
  });
  return cookie;
}

/** Starts a new session (a fresh id at every sign-in) and returns its Set-Cookie header. */
export async function createOwnerSession(ownerId: number): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await prisma.session.create({
    data: { id, ownerId, expiresAt: new Date(Date.now() + SESSION_MAX_IDLE_MS) },
  });
  return sessionCookie().serialize(id);
}

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The signed-in owner, or null. Expired sessions are deleted when met. */
export async function getOwner(request: Request) {
  const id = await readSessionId(request);
  if (!id) return null;
  const session = await prisma.session.findUnique({
    where: { id },
    select: {
      expiresAt: true,
      lastSeenAt: true,
      createdAt: true,
      owner: { select: { id: true, email: true } },
    },
  });
  if (!session) return null;
  const now = Date.now();
  const endsAt = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (session.expiresAt.getTime() <= now || endsAt <= now) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await prisma.session.updateMany({
      where: { id },
      data: { lastSeenAt: new Date(now), expiresAt: new Date(Math.min(now + SESSION_MAX_IDLE_MS, endsAt)) },
    });
  }
  return { ...session.owner, sessionId: id };
}

export type Owner = NonNullable<Awaited<ReturnType<typeof getOwner>>>;

/**
 * The one guard of every owner-only loader and action: pages redirect an anonymous visitor to
 * /login?redirectTo=..., /api calls answer 401 JSON.
 */
export async function requireOwner(request: Request): Promise<Owner> {
  const owner = await getOwner(request);
  if (owner) return owner;
  const url = new URL(request.url);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) throw unauthorized();
  throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}

/** "Sign out everywhere else": ends every session of the owner but the one making the request. */
export async function endOtherSessions(owner: Owner) {
  const { count } = await prisma.session.deleteMany({
    where: { ownerId: owner.id, id: { not: owner.sessionId } },
  });
  return count;
}

/** Ends the request's session server-side and returns the Set-Cookie header that clears it. */
export async function destroyOwnerSession(request: Request): Promise<string> {
  const id = await readSessionId(request);
  if (id) await prisma.session.deleteMany({ where: { id } });
  return sessionCookie().serialize("", { maxAge: 0 });
}
