import { describe, expect, it } from "vitest";
import { replyHref } from "./reply";

const parse = (href: string) => {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") };
};

describe("replyHref", () => {
  it("answers the visitor with the subject and the quoted message filled in", () => {
    const href = replyHref({
      to: "mira@example.com",
      subject: "A piece you have",
      name: "Mira Okafor",
      message: "Is the tote still available?\nI could come on Friday.",
    });
    expect(parse(href)).toEqual({
      to: "mira@example.com",
      subject: "Re: A piece you have",
      body: "\r\n\r\nMira Okafor wrote:\r\n> Is the tote still available?\r\n> I could come on Friday.",
    });
  });

  it("keeps a visitor's & and ? inside the subject and body", () => {
    const { subject, body } = parse(
      replyHref({ to: "a@example.com", subject: "Q&A?", name: "A", message: "cc=x&bcc=y?" }),
    );
    expect(subject).toBe("Re: Q&A?");
    expect(body).toContain("> cc=x&bcc=y?");
  });

  it("cuts a very long message's quote", () => {
    const { body } = parse(
      replyHref({ to: "a@example.com", subject: "S", name: "A", message: "x".repeat(5000) }),
    );
    expect(body!.length).toBeLessThan(1600);
    expect(body!.endsWith("x…")).toBe(true);
  });

  it("cuts a long quote of emoji between characters, never inside one", () => {
    const message = `x${"👜".repeat(2000)}`;
    const { body } = parse(replyHref({ to: "a@example.com", subject: "S", name: "A", message }));
    expect(body!.endsWith("👜…")).toBe(true);
  });
});
