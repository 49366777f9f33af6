// Deletes contact photos uploaded for a message that was never sent: a `contact/` object older
// than 24 hours that no ContactMessage.imageUrl1..5 refers to. Runs at start and every hour.
import { prisma } from "~/db.server";
import { getStorage } from "./storage.server";
import { deleteVariants } from "./variants.server";

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const IMAGE_FIELDS = ["imageUrl1", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5"] as const;

/** Deletes orphan contact photos; answers the deleted keys. */
export async function deleteOrphanContactPhotos(now = new Date()): Promise<string[]> {
  const storage = getStorage();
  const old = (await storage.list("contact")).filter(
    (entry) => now.getTime() - entry.lastModified.getTime() > ORPHAN_AGE_MS,
  );
  if (old.length === 0) return [];
  const urls = old.map((entry) => storage.publicUrl(entry.key));
  const messages = await prisma.contactMessage.findMany({
    where: { OR: IMAGE_FIELDS.map((field) => ({ [field]: { in: urls } })) },
    select: { imageUrl1: true, imageUrl2: true, imageUrl3: true, imageUrl4: true, imageUrl5: true },
  });
  const referenced = new Set(messages.flatMap((message) => IMAGE_FIELDS.map((field) => message[field])));
  const orphans = old.filter((entry) => !referenced.has(storage.publicUrl(entry.key)));
  for (const orphan of orphans) {
    await storage.delete(orphan.key);
    await deleteVariants(orphan.key);
  }
  return orphans.map((orphan) => orphan.key);
}
