// A local SMTP server that keeps what it receives, for tests of mail delivery; it can be told to
// refuse mail, as a full mailbox would.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  body: string;
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += chunk));
      stream.on("end", () => {
        if (state.refusing) return callback(new Error("mailbox unavailable"));
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push({ to, subject: body.match(/^Subject: (.*)$/m)?.[1] ?? "", body });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    /** Refuses (or accepts again) every mail from now on. */
    refuse: (refusing: boolean) => (state.refusing = refusing),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
