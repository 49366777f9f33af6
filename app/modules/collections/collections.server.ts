// Collection photos and the covers the home page shows (product §4): the owner's photo when set;
// otherwise accessories use the first live unsold accessories piece; otherwise a stock image.
import { liveWhere } from "~/modules/catalog/products.server";
import { prisma } from "~/db.server";
import { notFound } from "~/utils/errors";
import { requireStoredUploads } from "~/modules/media/stored-uploads.server";
import { COLLECTIONS, type CollectionPhotoName } from "./schema";

const PHOTO = { id: true, collectionName: true, imageUrl: true, displayOrder: true } as const;

/** One photo per collection at most: four collections, small by nature. */
export function listCollectionPhotos() {
  return prisma.collectionMainPhoto.findMany({
    select: PHOTO,
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
}

export async function setCollectionPhoto(collectionName: CollectionPhotoName, imageUrl: string) {
  await requireStoredUploads({ imageUrl });
  const displayOrder = COLLECTIONS.findIndex((collection) => collection.photoName === collectionName);
  return prisma.collectionMainPhoto.upsert({
    where: { collectionName },
    create: { collectionName, imageUrl, displayOrder },
    update: { imageUrl },
    select: PHOTO,
  });
}

export async function removeCollectionPhoto(collectionName: CollectionPhotoName) {
  const { count } = await prisma.collectionMainPhoto.deleteMany({ where: { collectionName } });
  if (count === 0) throw notFound("This collection has no main photo.");
}

export const stockCover = (id: string) => `/demo/collection-${id}.jpg`;

export async function listCollectionCovers() {
  const [photos, accessory] = await Promise.all([
    listCollectionPhotos(),
    prisma.product.findFirst({
      where: { category: "accessories", ...liveWhere(), isSold: false },
      orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
      select: { imageUrl: true },
    }),
  ]);
  return COLLECTIONS.map((collection) => {
    const photo = photos.find((p) => p.collectionName === collection.photoName);
    const fromProduct = collection.id === "accessories" ? accessory?.imageUrl : undefined;
    return {
      id: collection.id,
      description: collection.description,
      imageUrl: photo?.imageUrl ?? fromProduct ?? stockCover(collection.id),
    };
  });
}
