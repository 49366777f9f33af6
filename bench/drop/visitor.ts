// What one visitor of the drop bench does and what it records: the piece's page, the three pictures
// it names, Complete Purchase if she is among the first buyers, the home page. Run by the crowd's
// clients (bench/drop/crowd-client.ts), and by the bench for the early visitors before the minute.
import { promisify } from "node:util";
import zlib from "node:zlib";
import { request } from "undici";

export interface Timed {
  kind: "page" | "image" | "purchase";
  status: number;
  ms: number;
  /** When it was sent, in ms from the minute. */
  at: number;
  /** A page answered from the instance's page cache (fresh or, while a render is under way, stale). */
  cached: boolean;
}

/** What a press of Complete Purchase was answered; the bench picks the winner from all of them. */
export interface PurchaseAnswer {
  status: number;
  /** The PaymentIntent held for her, when she got the hold. */
  intent?: string;
  address: string;
  message: string;
  subscribe: boolean;
  /** When the answer came, in ms from the minute: the first hold answered wins. */
  answeredAt: number;
}

/** The drop being visited; `minuteAt` is the drop's minute as an epoch in ms, shared by every client. */
export interface Drop {
  url: string;
  productId: number;
  minuteAt: number;
}

/** Milliseconds since the epoch, finer than Date.now(): every process reads the same clock. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** Each visitor her own IPv4 address (the shop keys visitors by address: decision 181). */
const visitorAddress = (index: number) => `10.${(index >> 8) & 255}.${index & 255}.7`;

/** The first three pictures the page names, as a 390 px phone at DPR 2 picks them (828 w). */
function picturesOf(html: string, format: "avif" | "webp") {
  const sets = [...html.matchAll(new RegExp(`<source type="image/${format}" srcSet="([^"]+)"`, "gi"))].map(
    (match) => match[1],
  );
  return [...new Set(sets)].slice(0, 3).map((set) => {
    const candidates = set.split(", ").map((candidate) => candidate.split(" "));
    return (candidates.find(([, width]) => width === "828w") ?? candidates[0])[0].replaceAll("&amp;", "&");
  });
}

/**
 * Where a picture the page names is fetched: an absolute address (the bucket's, when the shop names
 * its variants at S3_PUBLIC_URL) as it is, a path (`/images/...`) from the shop.
 */
const pictureAddress = (shopUrl: string, src: string) => (URL.canParse(src) ? src : `${shopUrl}${src}`);

/** What Node's fetch asked for, which the bench used before: the shop gzips pages for the crowd as for it. */
const ACCEPT_ENCODING = "gzip, deflate";
const DECODERS: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

/** A client's visitors of `drop`: their requests timed into `timings`, their presses' answers into `purchases`. */
export function createVisitors(drop: Drop) {
  const timings: Timed[] = [];
  const purchases: PurchaseAnswer[] = [];

  /**
   * One request as visitor `address`, timed to its answer's last byte; status 0 when the connection
   * failed. undici's `request`, not fetch: the same client and connection pool without the web
   * streams and the decompression of every answer, which took a client twice the CPU (decision
   * 356). Only the answers the visitor reads (`read`) are decompressed, after the clock stops, in
   * zlib's thread pool.
   */
  async function timed(
    kind: Timed["kind"],
    url: string,
    address: string,
    { read = false, json }: { read?: boolean; json?: unknown } = {},
  ) {
    const started = performance.now();
    const sentAt = epochNow() - drop.minuteAt;
    let status = 0;
    let text = "";
    let cached = false;
    let ms = 0;
    try {
      const headers = { "X-Forwarded-For": address, "Accept-Encoding": ACCEPT_ENCODING };
      const answer = await request(
        url,
        json === undefined
          ? { headers }
          : {
              method: "POST",
              headers: { ...headers, "Content-Type": "application/json" },
              body: JSON.stringify(json),
            },
      );
      const body = Buffer.from(await answer.body.arrayBuffer());
      ms = performance.now() - started;
      status = answer.statusCode;
      // A hit, or the page of a moment ago while its next render is under way (decision 353).
      cached = ["hit", "stale"].includes(String(answer.headers["x-page-cache"]));
      const decode = DECODERS[String(answer.headers["content-encoding"])];
      if (read) text = (decode ? await decode(body) : body).toString("utf8");
    } catch {
      status = 0;
      ms ||= performance.now() - started;
    }
    timings.push({ kind, status, ms, at: sentAt, cached });
    return { status, text };
  }

  async function purchase(address: string) {
    const { status, text } = await timed("purchase", `${drop.url}/api/create-payment-intent`, address, {
      read: true,
      json: { productId: drop.productId },
    });
    const answer = JSON.parse(text || "{}") as {
      clientSecret?: string;
      message?: string;
      subscribeUrl?: string;
    };
    purchases.push({
      status,
      intent: status === 200 ? answer.clientSecret?.split("_secret_")[0] : undefined,
      address,
      message: answer.message ?? text.slice(0, 80),
      subscribe: !!answer.subscribeUrl,
      answeredAt: epochNow() - drop.minuteAt,
    });
  }

  /** Visitor `index`: the piece's page, then her pictures (and her press, a buyer's), then the home page. */
  async function visit(index: number, buyer: boolean) {
    const address = visitorAddress(index);
    const page = await timed("page", `${drop.url}/products/${drop.productId}`, address, { read: true });
    const pressing = buyer ? purchase(address) : Promise.resolve();
    // One visitor in five has no AVIF and takes WebP.
    const images = picturesOf(page.text, index % 5 === 0 ? "webp" : "avif").map((src) =>
      timed("image", pictureAddress(drop.url, src), address),
    );
    await Promise.all([pressing, ...images]);
    await timed("page", `${drop.url}/`, address);
  }

  return { visit, timings, purchases };
}
