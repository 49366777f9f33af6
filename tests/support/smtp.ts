// A local SMTP server that keeps what it receives, for tests of mail delivery; it can be told to
// refuse mail, as a full mailbox would, or be closed and started again on its port, as an outage.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message as received. */
  body: string;
  /** The header block, folded lines joined. */
  headers: string;
  /** The body with quoted-printable soft breaks and escapes undone, for reading links and text. */
  decoded: string;
  /** The text and HTML parts as the sender wrote them (decoded, line ends as "\n"), when there are. */
  text?: string;
  html?: string;
}

/** Undoes quoted-printable (RFC 2045): `=` line ends join lines, `=XX` is a byte. */
function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** One MIME part's content, undone from its transfer encoding. */
function decodePart(part: string) {
  const [head, ...rest] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
  const content = rest.join("\r\n\r\n").replace(/\r?\n$/, "");
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1].toLowerCase();
  const decoded =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(content)
      : encoding === "base64"
        ? Buffer.from(content.replace(/\s/g, ""), "base64").toString("utf8")
        : content;
  return {
    type: /^Content-Type: *([^;\s]+)/im.exec(head)?.[1].toLowerCase(),
    text: decoded.replace(/\r\n/g, "\n"),
  };
}

/** The text/plain and text/html parts of a multipart/alternative message (nodemailer's text + html). */
function alternativeParts(headers: string, body: string) {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (!boundary) return {};
  const parts = body.split(`--${boundary}`).slice(1, -1).map(decodePart);
  return {
    text: parts.find((part) => part.type === "text/plain")?.text,
    html: parts.find((part) => part.type === "text/html")?.text,
  };
}

export async function startSmtpServer(options: { port?: number; received?: ReceivedMail[] } = {}) {
  const received = options.received ?? [];
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
        const headers = body.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
        const subject = headers.match(/^Subject: (.*)$/m)?.[1] ?? "";
        received.push({
          to,
          subject,
          body,
          headers,
          decoded: decodeQuotedPrintable(body),
          ...alternativeParts(headers, body),
        });
        callback();
      });
    },
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server.server, "listening");
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Refuses (or accepts again) every mail from now on. */
    refuse: (refusing: boolean) => (state.refusing = refusing),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
