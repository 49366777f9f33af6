// Draws the demo photographs (stylised bags on soft backdrops) with sharp, so the demo shop needs
// no outside image host. Output is committed under public/demo; rerun after changing the list.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { demoImages, type DemoImage } from "../prisma/demo-images";

const OUT_DIR = path.resolve("public/demo");

const palettes = [
  ["#f3e9dc", "#d8c3a5", "#1f2a44", "#c9a96a"],
  ["#efe6e1", "#c7a49a", "#6b2737", "#e6c38f"],
  ["#e8efe9", "#a9c0ae", "#2f4a3a", "#d9b77e"],
  ["#f5efe6", "#e2cfb0", "#8b5e34", "#2b2b2b"],
  ["#ece8f1", "#b9aacb", "#3d2f5b", "#d8b26e"],
  ["#f7ede2", "#f0c8a8", "#b4532a", "#3b2a20"],
  ["#e9eef2", "#b7c7d3", "#24425a", "#cfa565"],
  ["#f2ece4", "#cdbba6", "#111111", "#b8935a"],
];

function random(seed: number) {
  let state = (seed * 2654435761) % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function pattern(id: string, kind: number, ink: string, accent: string) {
  switch (kind % 4) {
    case 0:
      return `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="60" height="60" fill="${ink}"/><path d="M0 0H60M0 0V60" stroke="${accent}" stroke-opacity=".35" stroke-width="3"/></pattern>`;
    case 1:
      return `<pattern id="${id}" width="46" height="46" patternUnits="userSpaceOnUse"><rect width="46" height="46" fill="${ink}"/><circle cx="23" cy="23" r="6" fill="${accent}" fill-opacity=".55"/></pattern>`;
    case 2:
      return `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="${ink}"/><rect width="60" height="60" fill="${accent}" fill-opacity=".3"/><rect x="60" y="60" width="60" height="60" fill="#fff" fill-opacity=".08"/></pattern>`;
    default:
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${ink}"/><path d="M0 20H40" stroke="${accent}" stroke-opacity=".4" stroke-width="8"/></pattern>`;
  }
}

function bag(shape: DemoImage["shape"], w: number, h: number, fill: string, accent: string) {
  const cx = w / 2;
  const s = Math.min(w, h) / 1000;
  const shadow = `<ellipse cx="${cx}" cy="${h * 0.8}" rx="${380 * s}" ry="${40 * s}" fill="#000" fill-opacity=".12"/>`;
  switch (shape) {
    case "tote":
      return `${shadow}<path d="M${cx - 170 * s} ${h * 0.42} Q${cx} ${h * 0.42 - 330 * s} ${cx + 170 * s} ${h * 0.42}" fill="none" stroke="${accent}" stroke-width="${26 * s}"/>
        <path d="M${cx - 300 * s} ${h * 0.42} H${cx + 300 * s} L${cx + 360 * s} ${h * 0.8} H${cx - 360 * s} Z" fill="${fill}"/>
        <rect x="${cx - 40 * s}" y="${h * 0.42 + 60 * s}" width="${80 * s}" height="${50 * s}" rx="${10 * s}" fill="${accent}"/>`;
    case "clutch":
      return `${shadow}<rect x="${cx - 380 * s}" y="${h * 0.5}" width="${760 * s}" height="${300 * s}" rx="${30 * s}" fill="${fill}"/>
        <path d="M${cx - 380 * s} ${h * 0.5} H${cx + 380 * s} L${cx} ${h * 0.5 + 190 * s} Z" fill="#000" fill-opacity=".18"/>
        <circle cx="${cx}" cy="${h * 0.5 + 170 * s}" r="${28 * s}" fill="${accent}"/>`;
    case "bucket":
      return `${shadow}<path d="M${cx - 150 * s} ${h * 0.38} Q${cx} ${h * 0.38 - 280 * s} ${cx + 150 * s} ${h * 0.38}" fill="none" stroke="${accent}" stroke-width="${20 * s}"/>
        <path d="M${cx - 250 * s} ${h * 0.38} H${cx + 250 * s} L${cx + 210 * s} ${h * 0.8} Q${cx} ${h * 0.84} ${cx - 210 * s} ${h * 0.8} Z" fill="${fill}"/>
        <ellipse cx="${cx}" cy="${h * 0.38}" rx="${250 * s}" ry="${40 * s}" fill="#000" fill-opacity=".2"/>`;
    case "duffle":
      return `${shadow}<path d="M${cx - 200 * s} ${h * 0.48} Q${cx} ${h * 0.48 - 220 * s} ${cx + 200 * s} ${h * 0.48}" fill="none" stroke="${accent}" stroke-width="${24 * s}"/>
        <rect x="${cx - 420 * s}" y="${h * 0.48}" width="${840 * s}" height="${h * 0.32}" rx="${120 * s}" fill="${fill}"/>
        <path d="M${cx - 380 * s} ${h * 0.52} H${cx + 380 * s}" stroke="${accent}" stroke-width="${10 * s}" stroke-dasharray="${24 * s} ${14 * s}"/>`;
    default:
      return `${shadow}<rect x="${cx - 260 * s}" y="${h * 0.52}" width="${520 * s}" height="${280 * s}" rx="${24 * s}" fill="${fill}"/>
        <rect x="${cx - 260 * s}" y="${h * 0.52}" width="${520 * s}" height="${90 * s}" rx="${24 * s}" fill="#000" fill-opacity=".15"/>
        <circle cx="${cx + 180 * s}" cy="${h * 0.52 + 45 * s}" r="${18 * s}" fill="${accent}"/>`;
  }
}

function svg(image: DemoImage, index: number) {
  const rnd = random(index + 7);
  const [paper, wash, ink, accent] = palettes[(image.palette ?? index) % palettes.length];
  const { width: w, height: h } = image;
  const orbs = Array.from({ length: 5 }, () => {
    const r = (0.1 + rnd() * 0.25) * w;
    return `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.6}" r="${r}" fill="${wash}" fill-opacity="${0.25 + rnd() * 0.3}"/>`;
  }).join("");
  const body = image.shape === "scene" ? "" : bag(image.shape, w, h, "url(#p)", accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${wash}"/></linearGradient>
    ${pattern("p", index, ink, accent)}</defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${orbs}
    <rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${ink}" fill-opacity=".06"/>
    ${body}
  </svg>`;
}

fs.mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
for (const [index, image] of demoImages.entries()) {
  const file = path.join(OUT_DIR, image.file);
  await sharp(Buffer.from(svg(image, index)))
    .jpeg({ quality: 74, mozjpeg: true })
    .toFile(file);
  total += fs.statSync(file).size;
}
console.log(`Wrote ${demoImages.length} images (${Math.round(total / 1024)} KiB) to ${OUT_DIR}`);
