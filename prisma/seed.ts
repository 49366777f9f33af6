// Demo content for an empty database: a small but complete shop (every category, a sold piece,
// a limited edition, a hidden draft, one piece with five photos and every detail field).
import type { Prisma } from "@prisma/client";
import { prisma } from "../app/db.server";
import { productPhotos } from "./demo-images";

const demo = (file: string) => `/demo/${file}`;

function photos(files: readonly string[]) {
  const [imageUrl, ...rest] = files.map(demo);
  return Object.fromEntries([["imageUrl", imageUrl], ...rest.map((url, i) => [`imageUrl${i + 2}`, url])]) as {
    imageUrl: string;
  };
}

const catalog: Omit<Prisma.ProductCreateManyInput, "displayOrder">[] = [
  {
    name: "The Midnight Reverie Tote",
    description:
      "A pre-loved navy monogram tote, taken apart and rebuilt by hand.\nThe quilted panels are *hand-stitched* in gold thread over forty hours.",
    price: 284_000,
    category: "handbags",
    isLimitedEdition: true,
    ...photos(productPhotos.midnight),
    designDetails:
      "Original 1990s canvas body with lambskin quilted side panels.\nAntique brass hardware, *polished by hand*.",
    dimensions: '13" W x 10" H x 6" D',
    height: '10"',
    width: '13"',
    depth: '6"',
    features:
      "- Detachable shoulder strap\n- Interior zip pocket\n- Suede lining\nEvery seam is reinforced for daily wear.",
    whatsIncluded: "Dust bag, certificate of authenticity and care card.",
    options: "- Strap in black or cognac leather\n- Optional gold monogram",
    shipping: "Ships insured within 3 business days in a signature gift box.",
  },
  {
    name: "Rosewood Patchwork Tote",
    description: "Six vintage scarves and a classic tote, *reimagined* as one patchwork piece.",
    price: 196_500,
    category: "handbags",
    isLimitedEdition: true,
    ...photos(productPhotos.rosewood),
    dimensions: '14" W x 11" H x 5" D',
    features: "- Open top with magnetic closure\n- Two interior slip pockets",
  },
  {
    name: "Sunset Quilted Clutch",
    description: "A quilted evening clutch with a hand-dyed sunset gradient.",
    price: 98_000,
    category: "handbags",
    isSold: true,
    ...photos(productPhotos.sunset),
    height: '6"',
    width: '10"',
    depth: '2"',
  },
  {
    name: "Ivory Chain Clutch",
    description: "Soft ivory leather with a reworked vintage chain.",
    price: 124_000,
    category: "handbags",
    ...photos(productPhotos.ivory),
    shipping: "Ships insured within 5 business days.",
  },
  {
    name: "Garden Party Bucket Bag",
    description: "Work in progress: embroidered florals on a reclaimed bucket bag.",
    price: 143_000,
    category: "handbags",
    available: false,
    ...photos(productPhotos.garden),
  },
  {
    name: "Gilded Card Case",
    description: "A slim card case cut from the offcuts of a monogram trunk lining.",
    price: 32_000,
    category: "accessories",
    ...photos(productPhotos.cardcase),
    dimensions: '4" x 3"',
  },
  {
    name: "Silk Scarf Ring",
    description: "A leather scarf ring trimmed with *vintage silk*.",
    price: 18_500,
    category: "accessories",
    ...photos(productPhotos.scarfring),
  },
  {
    name: "Braided Strap Charm",
    description: "A braided charm from three pre-loved straps, finished with a gold clasp.",
    price: 24_000,
    category: "accessories",
    isLimitedEdition: true,
    ...photos(productPhotos.charm),
  },
  {
    name: "Weekender Voyage Duffle",
    description: "A roomy weekender rebuilt from a 1980s travel bag and new saddle leather.",
    price: 352_000,
    category: "travel",
    ...photos(productPhotos.weekender),
    dimensions: '20" W x 11" H x 10" D',
    features: "- Shoulder strap\n- Luggage sleeve\n- Brass feet",
  },
  {
    name: "Passport Atelier Wallet",
    description: "A passport wallet with room for boarding passes and a pen.",
    price: 41_000,
    category: "travel",
    isSold: true,
    ...photos(productPhotos.passport),
  },
  {
    name: "Bespoke Initial Saddle Bag",
    description: "A commissioned saddle bag painted with the client's initials.",
    price: 215_000,
    category: "custom",
    ...photos(productPhotos.saddle),
    options: "- Initials up to three letters\n- Choice of paint colour",
  },
  {
    name: "Heirloom Reimagined Commission",
    description: "Bring a family bag: it becomes a new piece that keeps its story.",
    price: 280_000,
    category: "custom",
    ...photos(productPhotos.heirloom),
    whatsIncluded: "Design consultation, two sketches and the finished piece.",
  },
];
const products = catalog.map((product, displayOrder) => ({ ...product, displayOrder }));

const galleryItems: Prisma.GalleryItemCreateManyInput[] = [
  ["Atelier Bench, Spring", "Panels laid out before the first stitch."],
  ["The Blue Hour Tote", "A navy tote finished for a collector in Lyon."],
  ["Patchwork Studies", "Scarf offcuts tested against new leather."],
  ["Gold Thread", "Quilting by hand, forty hours a panel."],
  ["Trunk Lining Revival", "A trunk lining becomes a set of card cases."],
  ["Travel Edit", "A weekender and its matching passport wallet."],
].map(([title, description], g) => {
  const files = Array.from({ length: g % 2 === 0 ? 3 : 1 }, (_, i) => demo(`gallery-${g + 1}-${i + 1}.jpg`));
  return {
    title,
    description,
    imageUrl: files[0],
    imageUrl2: files[1],
    imageUrl3: files[2],
    displayOrder: g,
  };
});

const scrollingImages: Prisma.ScrollingImageCreateManyInput[] = [
  "Quilted navy",
  "Evening clutch",
  "Bucket in sage",
  "Weekender",
  "Monogram study",
  "Ivory chain",
  "Sunset dye",
  "Saddle leather",
].map((title, s) => ({ title, imageUrl: demo(`strip-${s + 1}.jpg`), displayOrder: s }));

const settings: Record<string, string> = {
  brandName: "ATELIER",
  brandFont: "serif",
  heroTitle: "LUXURY REIMAGINED",
  heroSubtitle: "One-of-a-kind handbags and accessories crafted with passion",
  heroBackgroundImage: demo("hero.jpg"),
  homePageImage: demo("hero.jpg"),
  storyTitle: "ABOUT",
  storyParagraph1:
    "Every piece begins as a pre-loved designer bag with a past. I take it apart by hand, keep what is beautiful, and rebuild it into something that has never existed before.",
  storyParagraph2:
    "No two pieces are alike: each is made once, signed, and sent to its new owner with the story of the bag it came from.",
  storyImage: demo("story.jpg"),
  processTitle: "THE CREATIVE PROCESS",
  processStep1Title: "Thoughtful Curation",
  processStep1Description: "I source authentic pre-loved designer pieces with character worth keeping.",
  processStep2Title: "Artistic Design",
  processStep2Description: "Each bag is sketched anew around its best materials and its history.",
  processStep3Title: "Masterful Creation",
  processStep3Description: "Cut, painted, quilted and stitched by hand in the studio, one piece at a time.",
  aboutTitle: "THE ARTIST",
  aboutImage: demo("about.jpg"),
  aboutParagraph1: "Trained in leatherwork and painting, I opened the atelier to give luxury a second life.",
  aboutParagraph2: "Commissions are welcome: bring a bag you love and we will reimagine it together.",
  aboutParagraph3: "Studio visits are by appointment only.",
  // Placeholders of the demo's own, in the zone a shop starts in (America/New_York).
  studioAddress: "The Atelier Studio, 212 Mulberry Street, New York",
  studioPhone: "+1 (555) 010-0199",
  instagramUrl: "https://www.instagram.com/",
  pinterestUrl: "https://www.pinterest.com/",
};

const collectionPhotos = [
  { collectionName: "handbags", imageUrl: demo("collection-handbags.jpg"), displayOrder: 0 },
  { collectionName: "travel", imageUrl: demo("collection-travel.jpg"), displayOrder: 2 },
  { collectionName: "customs", imageUrl: demo("collection-custom.jpg"), displayOrder: 3 },
];

const SEED_LOCK = 7_270_001;

/** Seeds the demo shop when the catalog and settings are empty; returns whether it did. */
export async function seedDemoContentIfEmpty(): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    // Instances starting together on an empty database would all seed: the first to take this
    // lock seeds, the others wait for it and then find content.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
    const [productCount, settingCount] = await Promise.all([tx.product.count(), tx.siteSetting.count()]);
    if (productCount > 0 || settingCount > 0) return false;
    await tx.product.createMany({ data: products });
    await tx.galleryItem.createMany({ data: galleryItems });
    await tx.scrollingImage.createMany({ data: scrollingImages });
    await tx.siteSetting.createMany({
      data: Object.entries(settings).map(([key, value]) => ({ key, value })),
    });
    await tx.collectionMainPhoto.createMany({ data: collectionPhotos });
    return true;
  });
}
