// Everything the home page shows, read in parallel; the strip and the gallery preview are below
// the fold and stream in after the first paint (their placeholders show meanwhile).
import { listCollectionCovers } from "~/modules/collections/collections.server";
import { listProductCardsForSale } from "~/modules/catalog/products.server";
import { listGalleryItems } from "~/modules/gallery/gallery.server";
import { listScrollingImages } from "~/modules/scrolling/scrolling.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { deferred } from "~/utils/deferred.server";
import { GALLERY_PREVIEW_SIZE, HOME_SHOP_LIMIT } from "./home";

export async function loadHomePage() {
  const scrollingImages = deferred(listScrollingImages());
  const galleryPreview = deferred(listGalleryItems(GALLERY_PREVIEW_SIZE));
  const [settings, collections, products] = await Promise.all([
    getSiteSettings(),
    listCollectionCovers(),
    listProductCardsForSale(HOME_SHOP_LIMIT),
  ]);
  return { settings, collections, products, scrollingImages, galleryPreview };
}
