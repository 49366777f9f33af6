// The HTTP server: configuration, database, then Express serving the Remix build. `npm run dev`
// runs it with tsx beside `remix dev --manual`; `npm run build` bundles it into build/server.js.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import { imageCacheDir } from "../app/modules/media/variant-cache.server";
import { ConfigError, getEnv, type Env } from "../app/utils/env.server";
import { cachedVariants } from "./cached-variants";
import { startDatabase } from "./database";
import { restartWithEmbeddedFlags } from "./embedded-flags";
import { startJobs } from "./jobs";
import { pageCache } from "./page-cache";
import { dropBodiesAfterEarlyAnswers, ownerResponsesPrivate, securityMiddleware } from "./security";
import { drainServer, onShutdownSignal } from "./shutdown";

installGlobals({ nativeFetch: true });

// A rejected promise nobody observes is a bug in one request, not in the process: log it instead
// of Node's default exit, which takes every visitor down until a restart (decision 101).
process.on("unhandledRejection", (reason) => console.error("Unhandled rejection:", reason));

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_PATH = path.join(projectRoot, "build/index.js");
const VERSION_PATH = path.join(projectRoot, "build/version.txt");

function loadEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function importBuild(): Promise<ServerBuild> {
  // A query string busts Node's import cache after each dev rebuild.
  const stamp = fs.existsSync(VERSION_PATH) ? fs.statSync(VERSION_PATH).mtimeMs : 0;
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${stamp}`);
}

/**
 * public/'s files, looked up on disk only for addresses under its own entries (demo/, favicon.svg):
 * any other request (every page, every photo) would cost a lookup that finds nothing.
 */
function publicFiles(publicDir: string): express.RequestHandler {
  const entries = new Set(fs.readdirSync(publicDir));
  const serve = express.static(publicDir, { maxAge: "1h" });
  return (req, res, next) => (entries.has(req.path.split("/")[1]) ? serve(req, res, next) : next());
}

async function main() {
  const env = loadEnv();
  restartWithEmbeddedFlags(!env.DATABASE_URL);
  const development = env.NODE_ENV === "development";
  if (env.sessionSecretIsDefault) {
    console.warn("SESSION_SECRET is not set: using the development secret. Set one before going live.");
  }

  const database = await startDatabase(env);
  const { prepareContent } = await import("./content");
  await prepareContent(env);

  let build = await importBuild();
  const app = express();
  app.disable("x-powered-by");
  // Express would hash every body it sends for an ETag; the pages it sends (the page cache's) carry
  // a new nonce in each answer, so their ETag never matches (files keep serve-static's own).
  app.set("etag", false);
  // Behind a reverse proxy, TRUST_PROXY names the hops to trust for the client address.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(dropBodiesAfterEarlyAnswers());
  app.use(
    securityMiddleware({
      production: env.NODE_ENV === "production",
      stripeJsUrl: env.STRIPE_JS_URL,
      imageStoreUrl: env.S3_BUCKET ? env.S3_PUBLIC_URL : undefined,
    }),
  );
  app.use(cachedVariants(imageCacheDir(env.dataDir)));
  // Brotli at quality 6 rather than the middleware's 4: the home page's 105 KB of HTML compresses
  // to 15.8 KB instead of 17.5 (a phone's first round trip carries 14.6) for 0.2 ms more per page.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }));
  // Fingerprinted assets never change; everything else in public/ may. The build writes a Brotli
  // and a gzip copy of each script and style sheet (scripts/compress-assets.js), sent as they are
  // rather than compressed again for each visitor. `remix dev` rewrites the folder as it runs, so
  // development compresses on the fly.
  const assets = { immutable: true, maxAge: "1y" };
  const buildDir = path.join(projectRoot, "public/build");
  app.use(
    "/build",
    development
      ? express.static(buildDir, assets)
      : expressStaticGzip(buildDir, { enableBrotli: true, orderPreference: ["br"], serveStatic: assets }),
  );
  app.use(publicFiles(path.join(projectRoot, "public")));
  app.use(ownerResponsesPrivate(env.NODE_ENV === "production"));
  if (!development) {
    app.use(pageCache({ ttlMs: 5_000, maxEntries: 200, publicHost: () => new URL(env.publicUrl).host }));
  }
  const handlerFor = (serverBuild: ServerBuild) =>
    createRequestHandler({
      build: serverBuild,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
    });
  let handleRequest = handlerFor(build);
  // Mounted without a path pattern, so Express never decodes the path itself: an undecodable
  // escape (/api/gallery/%ZZ) reaches Remix, which answers it like any unknown address.
  app.use((req, res, next) => handleRequest(req, res, next));

  // A drop's crowd opens thousands of connections within seconds (through a balancer, one each):
  // past Node's default backlog of 511 the kernel drops them and each visitor waits 1-7 s to retry.
  // The kernel caps it at net.core.somaxconn (4,096 on current Linux).
  const server = app.listen({ port: env.PORT, host: env.HOST, backlog: 4096 }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    // PORT=0 (tests) picks a free port: the default address names the one actually taken.
    if (!env.PUBLIC_URL) env.publicUrl = `http://localhost:${port}`;
    // The shop's own address first (where a visitor goes), then where this process listens.
    const where = `port ${port} of ${env.HOST ?? "every interface"}`;
    const store = database.embedded ? "embedded" : "external";
    console.log(`Atelier is ready at ${env.publicUrl} (listening on ${where}, ${store} database)`);
    if (development) broadcastDevReady(build);
  });
  // A HOST this machine does not have, or a port taken: one line saying so, not a stack.
  server.once("error", (error: NodeJS.ErrnoException) => {
    console.error(
      `Can't listen on port ${env.PORT} of ${env.HOST ?? "every interface"}: ${error.code ?? error.message}`,
    );
    void database.stop().finally(() => process.exit(1));
  });
  const stopJobs = startJobs();

  if (development) {
    fs.watchFile(VERSION_PATH, { interval: 250 }, async () => {
      build = await importBuild();
      handleRequest = handlerFor(build);
      broadcastDevReady(build);
    });
  }

  // Requests in flight and job runs under way finish first, then the database closes (the embedded
  // one leaves consistent files and no lock behind).
  onShutdownSignal(async () => {
    fs.unwatchFile(VERSION_PATH);
    await Promise.all([drainServer(server), stopJobs()]);
    const { prisma } = await import("../app/db.server");
    await prisma.$disconnect();
    await database.stop();
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
