// JavaScript each page ships, gzipped, read from the production build's browser manifest.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { AssetsManifest } from "@remix-run/dev";

export interface RouteJs {
  route: string;
  jsGzipKB: number;
}

/** Routes that answer data or files, not pages (the manifest does not say which are which). */
const RESOURCE_ROUTE =
  /^routes\/(api\.|healthz|images\.|uploads\.|robots|sitemap|logout|admin\.subscribers\.csv)/;

export function javaScriptPerRoute(): RouteJs[] {
  // The browser manifest (window.__remixManifest = {...}) lists each route's module and chunks.
  const manifestFile = fs.readdirSync("public/build").find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error("No build found: run npm run build");
  const source = fs.readFileSync(path.join("public/build", manifestFile), "utf8");
  const assets: AssetsManifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  const gzipped = (url: string) => gzipSync(fs.readFileSync(path.join("public", url))).length;
  const shared = [
    assets.entry.module,
    ...assets.entry.imports,
    assets.routes.root.module,
    ...(assets.routes.root.imports ?? []),
  ];

  // A page loads its own route module and every parent's (e.g. /admin/products: admin, then the list).
  const chain = (id: string): string[] => {
    const route = assets.routes[id];
    if (!route || id === "root") return [];
    return [...chain(route.parentId ?? "root"), route.module, ...(route.imports ?? [])];
  };
  return Object.values(assets.routes)
    .filter((route) => route.id !== "root" && !RESOURCE_ROUTE.test(route.id))
    .map((route) => {
      const files = new Set([...shared, ...chain(route.id)]);
      const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
      return { route: route.id.replace(/^routes\//, ""), jsGzipKB: +(bytes / 1024).toFixed(1) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
