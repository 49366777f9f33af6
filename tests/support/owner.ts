// Signs a test in as the owner: an Owner row and a real session, as a Cookie header.
import { scryptSync } from "node:crypto";
import { prisma } from "~/db.server";
import { createOwnerSession } from "~/modules/auth/session.server";

export async function createOwnerCookie(email = "owner@example.com") {
  const owner = await prisma.owner.upsert({
    where: { email },
    update: {},
    create: { email, passwordHash: `test:${scryptSync("unused", "salt", 16).toString("hex")}` },
  });
  const setCookie = await createOwnerSession(owner.id);
  return { owner, cookie: setCookie.split(";")[0] };
}
