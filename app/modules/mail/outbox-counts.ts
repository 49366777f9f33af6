// How the Outbox and the overview show a status's count: exact up to OUTBOX_COUNT_CAP, past it
// "10,000+" (decision 347). Sent mails grow with every announcement, and counting them all cost the
// big shop's pages about 100 ms each; past ten thousand the number tells her nothing more.
export const OUTBOX_COUNT_CAP = 10_000;

/** A count from countOutbox, which stops one past the cap. */
export function outboxCountText(count: number) {
  return count > OUTBOX_COUNT_CAP ? `${OUTBOX_COUNT_CAP.toLocaleString("en-US")}+` : String(count);
}

/** Such a count with its words: "1 mail is", "2 mails are", "10,000+ mails are". */
export const mailsText = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${outboxCountText(count)} ${many}`;
