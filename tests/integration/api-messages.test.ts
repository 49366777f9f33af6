import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "~/db.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { createS3Storage } from "~/modules/media/s3-storage.server";
import { setStorage } from "~/modules/media/storage.server";
import * as contact from "~/routes/api.contact";
import * as inquiries from "~/routes/api.inquiries";
import * as newsletter from "~/routes/api.newsletter";
import { call } from "../support/api";
import { createProduct } from "../support/factories";
import { resetDatabase } from "../support/reset";
import { setEnv } from "../support/env";

beforeAll(() => {
  setEnv({ OWNER_NOTIFY_EMAIL: "studio@example.com" });
});
beforeEach(resetDatabase);

const message = {
  name: "Ada",
  email: "ada@example.com",
  subject: "commission",
  message: "Could you rework my grandmother's bag?",
  imageUrl1: "/uploads/contact/0123456789abcdef0123456789abcdef.webp",
  imageUrl2: null,
};

describe("POST /api/contact", () => {
  it("stores the message with its photos and tells the owner", async () => {
    const { status, data } = await call(contact, "/api/contact", { method: "POST", json: message });
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: "Ada", imageUrl1: message.imageUrl1, imageUrl2: null });
    expect(await prisma.contactMessage.count()).toBe(1);
    const mail = await prisma.mailOutbox.findFirst();
    expect(mail).toMatchObject({ to: "studio@example.com", subject: "New message: Custom commission" });
    expect(mail?.text).toContain("grandmother");
    // The mail's photo links are absolute, on the shop's own address.
    expect(mail?.text).toContain(`http://localhost:3000${message.imageUrl1}`);
  });

  it.each([
    [{ name: "A" }, "name", "Name must be at least 2 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ subject: "" }, "subject", "Please select a subject"],
    [{ subject: "other\r\nBcc: attacker@evil.example" }, "subject", "Please select a subject"],
    [{ subject: "Repair" }, "subject", "Please select a subject"],
    [{ message: "Too short" }, "message", "Message must be at least 10 characters"],
    [{ imageUrl3: "javascript:alert(1)" }, "imageUrl3", "Attach photos with the form's photo picker."],
    [
      { imageUrl1: "https://tracker.example/pixel.gif?who=owner" },
      "imageUrl1",
      "Attach photos with the form's photo picker.",
    ],
    [{ imageUrl2: "/\\tracker.example/x.png" }, "imageUrl2", "Attach photos with the form's photo picker."],
    [{ imageUrl2: "/demo/hero.jpg" }, "imageUrl2", "Attach photos with the form's photo picker."],
    [
      { imageUrl4: "https://tracker.example/contact/0123456789abcdef0123456789abcdef.jpg" },
      "imageUrl4",
      "Attach photos with the form's photo picker.",
    ],
    [
      { email: "buyer@example.com?bcc=attacker%40evil.example&subject=Hi" },
      "email",
      "Please enter a valid email address",
    ],
  ])("refuses %j with its message and stores nothing", async (change, field, text) => {
    const { status, data } = await call(contact, "/api/contact", {
      method: "POST",
      json: { ...message, ...change },
    });
    expect(status).toBe(400);
    expect(data.errors[field]).toEqual([text]);
    expect(await prisma.contactMessage.count()).toBe(0);
  });

  it("takes only photos this shop stored, on S3 as well: never another host's address", async () => {
    const key = "contact/0123456789abcdef0123456789abcdef.jpg";
    setStorage(
      createS3Storage({
        bucket: "photos",
        region: "us-east-1",
        accessKeyId: "x",
        secretAccessKey: "x",
        forcePathStyle: true,
        publicUrl: "https://cdn.example/photos",
      }),
    );
    try {
      const own = { ...message, imageUrl1: `https://cdn.example/photos/${key}` };
      expect((await call(contact, "/api/contact", { method: "POST", json: own })).status).toBe(201);
      const foreign = await call(contact, "/api/contact", {
        method: "POST",
        json: { ...message, imageUrl1: `https://tracker.example/photos/${key}` },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.data.errors.imageUrl1).toEqual(["Attach photos with the form's photo picker."]);
      // The local path is not this storage's address either.
      const local = await call(contact, "/api/contact", {
        method: "POST",
        json: { ...message, imageUrl1: `/uploads/${key}` },
      });
      expect(local.status).toBe(400);
      expect(await prisma.contactMessage.count()).toBe(1);
    } finally {
      setStorage(undefined);
    }
  });

  it("never writes a visitor's text raw into a log line", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      await queueMail({
        to: "studio@example.com",
        subject: "New message: other\r\nBcc: x@evil.example",
        text: "",
      });
    } finally {
      spy.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(lines[0]).toContain("other\\r\\nBcc");
  });

  it("refuses a filled honeypot without storing anything", async () => {
    const { status } = await call(contact, "/api/contact", {
      method: "POST",
      json: { ...message, website: "http://spam" },
    });
    expect(status).toBe(400);
    expect(await prisma.contactMessage.count()).toBe(0);
    expect(await prisma.mailOutbox.count()).toBe(0);
  });

  it("answers 429 past the limit for one address, and still serves another", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await call(contact, "/api/contact", { method: "POST", json: message, ip: "198.51.100.7" })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await call(contact, "/api/contact", {
      method: "POST",
      json: message,
      ip: "198.51.100.7",
    });
    expect(limited.data.message).toMatch(/too many/i);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(
      (await call(contact, "/api/contact", { method: "POST", json: message, ip: "198.51.100.8" })).status,
    ).toBe(201);
  });
});

describe("POST /api/newsletter", () => {
  it("subscribes a trimmed, lower-case email once; a confirmed duplicate is 409 'already subscribed'", async () => {
    expect(
      (await call(newsletter, "/api/newsletter", { method: "POST", json: { email: "  Ada@Example.COM " } }))
        .status,
    ).toBe(201);
    await prisma.newsletterSubscriber.update({
      where: { email: "ada@example.com" },
      data: { confirmedAt: new Date() },
    });
    const again = await call(newsletter, "/api/newsletter", {
      method: "POST",
      json: { email: "ada@example.com" },
    });
    expect(again.status).toBe(409);
    expect(again.data.message).toContain("already subscribed");
    expect(await prisma.newsletterSubscriber.findMany({ select: { email: true } })).toEqual([
      { email: "ada@example.com" },
    ]);
  });

  it("answers an address that never confirmed with 201 and one confirmation mail waiting, not a 409", async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await call(newsletter, "/api/newsletter", {
        method: "POST",
        json: { email: "bo@example.com" },
      });
      expect(answer.status).toBe(201);
    }
    expect(await prisma.newsletterSubscriber.count()).toBe(1);
    const mails = await prisma.mailOutbox.findMany({ where: { to: "bo@example.com" } });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/\/newsletter\/confirm\?token=\d+\.[\w-]{43}/);
  });

  it("refuses an invalid email and a filled honeypot", async () => {
    const bad = await call(newsletter, "/api/newsletter", { method: "POST", json: { email: "ada@" } });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe("Please enter a valid email address");
    expect(
      (await call(newsletter, "/api/newsletter", { method: "POST", json: { email: "a@b.co", website: "x" } }))
        .status,
    ).toBe(400);
    expect(await prisma.newsletterSubscriber.count()).toBe(0);
  });
});

describe("POST /api/inquiries", () => {
  it("stores an inquiry about a live piece under the piece's own name, answers 201 and tells the owner", async () => {
    const piece = await createProduct({ name: "Midnight Tote" });
    const { status, data } = await call(inquiries, "/api/inquiries", {
      method: "POST",
      json: {
        customerName: "Ada",
        customerEmail: "ada@example.com",
        productName: "Forged",
        productId: piece.id,
        message: "Is it lined?",
      },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({ productId: piece.id, productName: "Midnight Tote", customerName: "Ada" });
    expect((await prisma.mailOutbox.findFirst())?.subject).toBe("Inquiry about Midnight Tote");
  });

  it("asks for every field, a valid email and an existing live piece", async () => {
    const piece = await createProduct();
    const draft = await createProduct({ available: false });
    const base = {
      customerName: "Ada",
      customerEmail: "ada@example.com",
      productId: piece.id,
      message: "Hello",
    };
    const missing = await call(inquiries, "/api/inquiries", {
      method: "POST",
      json: { ...base, message: " " },
    });
    expect(missing.status).toBe(400);
    expect(missing.data.message).toBe("Please fill in all fields.");
    const spaced = await call(inquiries, "/api/inquiries", {
      method: "POST",
      json: { ...base, customerEmail: "ada @example.com" },
    });
    expect(spaced.data.message).toBe("Please enter a valid email address");
    const extraFields = await call(inquiries, "/api/inquiries", {
      method: "POST",
      json: { ...base, customerEmail: "buyer@example.com?bcc=attacker%40evil.example&subject=Hi" },
    });
    expect(extraFields.data.message).toBe("Please enter a valid email address");
    expect(
      (await call(inquiries, "/api/inquiries", { method: "POST", json: { ...base, productId: 999_999 } }))
        .status,
    ).toBe(404);
    expect(
      (await call(inquiries, "/api/inquiries", { method: "POST", json: { ...base, productId: draft.id } }))
        .status,
    ).toBe(404);
    expect(await prisma.inquiry.count()).toBe(0);
  });
});
