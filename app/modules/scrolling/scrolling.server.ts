// The images of the endless strip under the hero; a new one goes last (max displayOrder + 1).
import { prisma } from "~/db.server";
import { createOnce, submissionKeyOf } from "~/utils/submission-key.server";
import { addInOrder, reorder } from "~/modules/ordering/ordering.server";
import type { ReorderItems } from "~/modules/ordering/schema";
import { notFound } from "~/utils/errors";
import { requireStoredUploads } from "~/modules/media/stored-uploads.server";

const SCROLLING_IMAGE = { id: true, title: true, imageUrl: true, displayOrder: true } as const;

/** Every image of the home page's strip: a strip she keeps to a dozen or so, shown whole, twice. */
export function listScrollingImages() {
  return prisma.scrollingImage.findMany({
    select: SCROLLING_IMAGE,
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
}

async function requireScrollingImage(id: number) {
  const image = await prisma.scrollingImage.findUnique({ where: { id }, select: { id: true } });
  if (!image) throw notFound("Scrolling image not found.");
}

/** Adds an image last; the same form's add posted again (its `formKey`) answers the stored image. */
export async function addScrollingImage(input: { title: string; imageUrl: string }, formKey?: string) {
  await requireStoredUploads({ imageUrl: input.imageUrl });
  const submissionKey = submissionKeyOf(formKey, "scrolling");
  const { row } = await createOnce(
    submissionKey,
    () =>
      addInOrder("scrollingImage", undefined, (client, displayOrder) =>
        client.scrollingImage.create({
          data: { ...input, displayOrder, submissionKey },
          select: SCROLLING_IMAGE,
        }),
      ),
    (key) => prisma.scrollingImage.findUnique({ where: { submissionKey: key }, select: SCROLLING_IMAGE }),
  );
  return row;
}

export async function renameScrollingImage(id: number, title: string) {
  await requireScrollingImage(id);
  return prisma.scrollingImage.update({ where: { id }, data: { title }, select: SCROLLING_IMAGE });
}

export async function deleteScrollingImage(id: number) {
  await requireScrollingImage(id);
  await prisma.scrollingImage.delete({ where: { id } });
}

export const reorderScrollingImages = (items: ReorderItems) => reorder("scrollingImage", items);
