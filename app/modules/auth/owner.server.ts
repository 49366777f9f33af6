// The one owner account: set from OWNER_EMAIL/OWNER_PASSWORD at start, or generated in development.
import { prisma } from "~/db.server";
import type { Env } from "~/utils/env.server";
import { dummyHash, generatePassword, hashPassword, verifyPassword } from "./password.server";

export const DEV_OWNER_EMAIL = "owner@atelier.local";

/**
 * Creates or updates the owner; the configured account is the only one that can sign in. A new
 * password ends every session: a stolen cookie must not outlive the remedy.
 */
export async function setOwnerPassword(email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    await tx.owner.deleteMany({ where: { email: { not: normalized } } });
    const owner = await tx.owner.upsert({
      where: { email: normalized },
      create: { email: normalized, passwordHash },
      update: { passwordHash },
    });
    await tx.session.deleteMany({ where: { ownerId: owner.id } });
    return owner;
  });
}

export async function ensureOwner(env: Env, log: (line: string) => void = console.log) {
  if (env.OWNER_EMAIL && env.OWNER_PASSWORD) {
    const current = await prisma.owner.findUnique({ where: { email: env.OWNER_EMAIL.toLowerCase() } });
    const unchanged = current && (await verifyPassword(env.OWNER_PASSWORD, current.passwordHash));
    if (!unchanged || (await prisma.owner.count()) > 1)
      await setOwnerPassword(env.OWNER_EMAIL, env.OWNER_PASSWORD);
    return;
  }
  if ((await prisma.owner.count()) > 0) return;
  if (env.NODE_ENV === "production") {
    log(
      "WARNING: no owner account is configured: /admin is locked until OWNER_EMAIL and OWNER_PASSWORD are set.",
    );
    return;
  }
  const password = generatePassword();
  await setOwnerPassword(DEV_OWNER_EMAIL, password);
  log(
    `Owner account created for development: ${DEV_OWNER_EMAIL} / ${password} (shown once; change it with npm run owner:set-password)`,
  );
}

/** The owner whose email and password match, or null. */
export async function findOwnerByCredentials(email: string, password: string) {
  const owner = await prisma.owner.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!owner) {
    // Same work as a real check, so timing does not tell which emails exist.
    await verifyPassword(password, await dummyHash());
    return null;
  }
  return (await verifyPassword(password, owner.passwordHash)) ? { id: owner.id, email: owner.email } : null;
}
