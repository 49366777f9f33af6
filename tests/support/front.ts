// A front between a test's browser and the built server: over TLS with a certificate made for the
// test (WebKit keeps no `Secure` cookie over plain http, and the production server sets only those),
// and, if asked, writing into every page what a browser extension adds before React takes over.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type net from "node:net";
import os from "node:os";
import path from "node:path";

export interface FrontOptions {
  /** Serve https with a self-signed certificate for 127.0.0.1 (browsers told to accept it). */
  tls?: boolean;
  /**
   * Markup written at the start of every page's `<head>` and `<body>`, where React notices it (it
   * lets nodes after its own at the end of either be).
   */
  addToPage?: { head?: string; body?: string };
}

export interface Front {
  /** The front's own address (http(s)://127.0.0.1:port), what the browser opens. */
  url: string;
  /** Sets the server the front forwards to: a server whose PUBLIC_URL is the front starts after it. */
  forwardTo(serverUrl: string): void;
  close(): Promise<void>;
}

/** A throwaway key and certificate for 127.0.0.1, made by openssl (on every Debian machine). */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** The page with the extension's markup first in its head and body. */
function withAdditions(html: string, { head = "", body = "" }: NonNullable<FrontOptions["addToPage"]>) {
  return html.replace("<head>", `<head>${head}`).replace(/<body[^>]*>/, (tag) => `${tag}${body}`);
}

export async function startFront(options: FrontOptions = {}): Promise<Front> {
  let target: URL | undefined;
  const sockets = new Set<net.Socket>();
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!target) {
      response.writeHead(503).end("front: no server to forward to yet");
      return;
    }
    const headers = { ...request.headers };
    // As a TLS-terminating proxy tells the server (which trusts loopback proxies).
    if (options.tls) headers["x-forwarded-proto"] = "https";
    // Pages are rewritten as text: ask for them uncompressed.
    if (options.addToPage) headers["accept-encoding"] = "identity";
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const html = options.addToPage && answer.headers["content-type"]?.startsWith("text/html");
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = Buffer.from(withAdditions(Buffer.concat(chunks).toString("utf8"), options.addToPage!));
          const { "content-length": _length, "transfer-encoding": _encoding, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": page.length });
          response.end(page);
        });
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  };
  const server = options.tls
    ? https.createServer(selfSignedCertificate(), handle)
    : http.createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${options.tls ? "https" : "http"}://127.0.0.1:${port}`,
    forwardTo: (serverUrl) => {
      target = new URL(serverUrl);
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
