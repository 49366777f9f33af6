// The file store (s3rver) and the mail server (smtp-server) the soak's shop uses, each able to be
// stopped and started again on the same port, as an outage of the real service looks to the app.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";

export interface StoppableService {
  name: string;
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and deletes what it stored. */
  remove(): Promise<void>;
}

const BUCKET = "atelier-soak";

export async function startS3(): Promise<StoppableService> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-soak-s3-"));
  let server: S3rver | undefined;
  let port = 0;
  const start = async () => {
    // The same directory each time: what was stored before the outage is there after it.
    server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    ({ port } = await server.run());
  };
  // Like a store that went away: open connections are cut, not waited for (the app's S3 client
  // keeps its connections alive, which would hold a graceful close open).
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  return {
    name: "S3 (s3rver)",
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop,
    start,
    remove: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface SmtpService extends StoppableService {
  /** Mails accepted so far. */
  received(): number;
}

export async function startSmtp(): Promise<SmtpService> {
  let received = 0;
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Stopping cuts a mail in progress (421) at once instead of after 30 s of grace.
      closeTimeout: 1,
      onData(stream, _session, callback) {
        stream.on("end", () => {
          received++;
          callback();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once("error", reject);
      smtp.listen(port, "127.0.0.1", () => resolve());
    });
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };
  const stop = async () => {
    const smtp = server;
    server = undefined;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
  await start();
  return {
    name: "SMTP (smtp-server)",
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Atelier <shop@example.com>" },
    stop,
    start,
    remove: stop,
    received: () => received,
  };
}
