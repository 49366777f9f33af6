// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each script and style sheet
// of the browser build (public/build/), once per build: the server sends them as they are
// (express-static-gzip) instead of compressing the same immutable file again for each visitor.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ASSETS = /\.(js|css)$/;

const assets = fs
  .readdirSync("public/build", { recursive: true, encoding: "utf8" })
  .filter((file) => ASSETS.test(file))
  .map((file) => path.join("public/build", file));

await Promise.all(
  assets.map(async (file) => {
    const content = await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  }),
);
