// The file store (s3rver) and the mail server (smtp-server) the soak's shop uses, each able to be
// stopped and started again on the same port, as an outage of the real service looks to the app.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { startS3Server } from "../tests/support/media";

export interface StoppableService {
  name: string;
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and deletes what it stored. */
  remove(): Promise<void>;
}

export async function startS3(): Promise<StoppableService> {
  const s3 = await startS3Server("atelier-soak");
  return {
    name: "S3 (s3rver)",
    env: s3.env,
    stop: s3.down,
    start: s3.up,
    remove: s3.stop,
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
