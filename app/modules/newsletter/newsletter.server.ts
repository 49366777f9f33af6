// Newsletter subscribers: one row per email, a duplicate is a 409 that says 'already subscribed'.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { conflict } from "~/utils/errors";
import { ALREADY_SUBSCRIBED_MESSAGE } from "./schema";

export async function subscribe(email: string) {
  try {
    return await prisma.newsletterSubscriber.create({ data: { email }, select: { id: true, email: true } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
    }
    throw error;
  }
}

export function listSubscribers() {
  return prisma.newsletterSubscriber.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function removeSubscriber(id: number) {
  const { count } = await prisma.newsletterSubscriber.deleteMany({ where: { id } });
  return count === 1;
}
