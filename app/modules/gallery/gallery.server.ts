// Gallery items, in display order.
import { prisma } from "~/db.server";
import { createOnce, submissionKeyOf } from "~/utils/submission-key.server";
import { addInOrder, reorder } from "~/modules/ordering/ordering.server";
import type { ReorderItems } from "~/modules/ordering/schema";
import { notFound } from "~/utils/errors";
import { requireStoredUploads } from "~/modules/media/stored-uploads.server";
import type { GalleryItemInput } from "./schema";

const GALLERY_ITEM = {
  id: true,
  title: true,
  description: true,
  imageUrl: true,
  imageUrl2: true,
  imageUrl3: true,
  displayOrder: true,
} as const;

const ORDER = [{ displayOrder: "asc" as const }, { id: "asc" as const }];

/** The photos a save names, by field: each must still be stored. */
const namedPhotos = ({ imageUrl, imageUrl2, imageUrl3 }: GalleryItemInput) => ({
  imageUrl,
  imageUrl2,
  imageUrl3,
});

/**
 * The gallery, `take` items or all of them: a portfolio she curates by hand, item by item (dozens,
 * not the sold archive, which is the products'), shown whole on /gallery and by /api/gallery.
 */
export function listGalleryItems(take?: number) {
  return prisma.galleryItem.findMany({ select: GALLERY_ITEM, orderBy: ORDER, take });
}

export async function getGalleryItem(id: number) {
  const item = await prisma.galleryItem.findUnique({ where: { id }, select: GALLERY_ITEM });
  if (!item) throw notFound("Gallery item not found.");
  return item;
}

/** Adds an item; the same form's add posted again (its `formKey`) answers the stored item. */
export async function createGalleryItem(input: GalleryItemInput, formKey?: string) {
  await requireStoredUploads(namedPhotos(input));
  const submissionKey = submissionKeyOf(formKey, "gallery");
  const { row } = await createOnce(
    submissionKey,
    () =>
      addInOrder("galleryItem", input.displayOrder, (client, displayOrder) =>
        client.galleryItem.create({ data: { ...input, displayOrder, submissionKey }, select: GALLERY_ITEM }),
      ),
    (key) => prisma.galleryItem.findUnique({ where: { submissionKey: key }, select: GALLERY_ITEM }),
  );
  return row;
}

export async function updateGalleryItem(id: number, input: GalleryItemInput) {
  await getGalleryItem(id);
  await requireStoredUploads(namedPhotos(input));
  return prisma.galleryItem.update({ where: { id }, data: input, select: GALLERY_ITEM });
}

export async function deleteGalleryItem(id: number) {
  await getGalleryItem(id);
  await prisma.galleryItem.delete({ where: { id } });
}

export const reorderGalleryItems = (items: ReorderItems) => reorder("galleryItem", items);
