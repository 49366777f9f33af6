// The demo photographs: one entry per file under public/demo (drawn by scripts/generate-demo-images.ts).
export interface DemoImage {
  file: string;
  width: number;
  height: number;
  shape: "tote" | "clutch" | "bucket" | "duffle" | "wallet" | "scene";
  palette?: number;
}

const portrait = { width: 1200, height: 1500 };
const square = { width: 1200, height: 1200 };

/** Product photo files, by product slug, in the order the product shows them. */
export const productPhotos = {
  midnight: [1, 2, 3, 4, 5].map((n) => `product-midnight-${n}.jpg`),
  rosewood: ["product-rosewood-1.jpg", "product-rosewood-2.jpg"],
  sunset: ["product-sunset-1.jpg"],
  ivory: ["product-ivory-1.jpg", "product-ivory-2.jpg"],
  garden: ["product-garden-1.jpg"],
  cardcase: ["product-cardcase-1.jpg"],
  scarfring: ["product-scarfring-1.jpg"],
  charm: ["product-charm-1.jpg"],
  weekender: ["product-weekender-1.jpg", "product-weekender-2.jpg"],
  passport: ["product-passport-1.jpg"],
  saddle: ["product-saddle-1.jpg"],
  heirloom: ["product-heirloom-1.jpg", "product-heirloom-2.jpg", "product-heirloom-3.jpg"],
} as const;

const productShapes: Record<keyof typeof productPhotos, DemoImage["shape"]> = {
  midnight: "tote",
  rosewood: "tote",
  sunset: "clutch",
  ivory: "clutch",
  garden: "bucket",
  cardcase: "wallet",
  scarfring: "wallet",
  charm: "bucket",
  weekender: "duffle",
  passport: "wallet",
  saddle: "bucket",
  heirloom: "tote",
};

export const demoImages: DemoImage[] = [
  ...Object.entries(productPhotos).flatMap(([slug, files], p) =>
    files.map((file, i) => ({
      file,
      ...portrait,
      shape: i % 2 === 0 ? productShapes[slug as keyof typeof productPhotos] : "clutch",
      palette: p + i,
    })),
  ),
  ...Array.from({ length: 6 }, (_, g) =>
    Array.from({ length: g % 2 === 0 ? 3 : 1 }, (_, i) => ({
      file: `gallery-${g + 1}-${i + 1}.jpg`,
      ...square,
      shape: (["tote", "bucket", "duffle", "clutch", "wallet", "tote"] as const)[(g + i) % 6],
      palette: g * 2 + i,
    })),
  ).flat(),
  ...Array.from({ length: 8 }, (_, s) => ({
    file: `strip-${s + 1}.jpg`,
    width: 600,
    height: 800,
    shape: (["tote", "clutch", "bucket", "duffle"] as const)[s % 4],
    palette: s,
  })),
  { file: "hero.jpg", width: 1920, height: 1080, shape: "scene", palette: 7 },
  { file: "story.jpg", width: 1000, height: 1250, shape: "tote", palette: 1 },
  { file: "about.jpg", width: 1000, height: 1250, shape: "bucket", palette: 3 },
  { file: "collection-handbags.jpg", ...portrait, shape: "tote", palette: 0 },
  { file: "collection-accessories.jpg", ...portrait, shape: "wallet", palette: 4 },
  { file: "collection-travel.jpg", ...portrait, shape: "duffle", palette: 6 },
  { file: "collection-custom.jpg", ...portrait, shape: "clutch", palette: 5 },
];
