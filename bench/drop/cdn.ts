// The drop bench's CDN before its bucket (forked by startPublicBucket): what a shop with
// S3_PUBLIC_URL puts in front of its bucket, an edge that fetches each object from the bucket once
// and answers every later GET of it from memory. s3rver answering every picture itself cost more
// CPU than the two instances at 3,000 visitors (images p95 31 s, 2,652 connections refused): a
// bucket behind a real CDN is asked once per object and edge, whatever the crowd.
import http from "node:http";
import { onBenchGone } from "./child";

const origin = process.argv[2];

interface Kept {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}
/** Objects answered so far, and those being fetched (a crowd's first GETs of one share the fetch). */
const kept = new Map<string, Promise<Kept>>();

async function fromBucket(path: string): Promise<Kept> {
  const answer = await fetch(`${origin}${path}`);
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "cache-control", "etag", "last-modified"]) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  return { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) };
}

const server = http.createServer((req, res) => {
  if (req.method !== "GET" || !req.url) {
    res.writeHead(405).end();
    return;
  }
  const path = req.url;
  let object = kept.get(path);
  if (!object) {
    object = fromBucket(path);
    kept.set(path, object);
    // Only what the bucket had is kept: a miss is asked again.
    void object.then(
      (found) => found.status !== 200 && kept.delete(path),
      () => kept.delete(path),
    );
  }
  object.then(
    ({ status, headers, body }) =>
      res.writeHead(status, { ...headers, "content-length": body.length }).end(body),
    () => res.writeHead(502).end(),
  );
});
server.keepAliveTimeout = 60_000;
server.listen({ port: 0, host: "127.0.0.1", backlog: 4096 }, () => {
  process.send!({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}` });
});
onBenchGone();
