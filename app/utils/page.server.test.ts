import { Prisma } from "@prisma/client";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { badRequest, notFound, serviceUnavailable, tooManyRequests } from "./errors";
import { errorResponse } from "./errors.server";
import { submissionFailure, withPageErrors } from "./page.server";

describe("errorResponse", () => {
  it("answers a domain error as {message, errors} with its status and Retry-After", async () => {
    const response = errorResponse(tooManyRequests(30));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toEqual({ message: "Too many requests. Please try again later." });
    const invalid = errorResponse(badRequest("Name is required", { name: ["Name is required"] }));
    expect(await invalid.json()).toEqual({
      message: "Name is required",
      errors: { name: ["Name is required"] },
    });
  });

  it("answers Prisma's missing row as 404 and anything unexpected as a 500 without details", async () => {
    const missing = new Prisma.PrismaClientKnownRequestError("gone", { code: "P2025", clientVersion: "6" });
    expect(errorResponse(missing).status).toBe(404);
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    const response = errorResponse(new Error("secret detail"));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("secret");
  });
});

describe("withPageErrors", () => {
  it("throws a domain error to the error boundary as a Response with its status", async () => {
    const thrown = await withPageErrors(async () => {
      throw notFound("Product not found.");
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("lets redirects and other Responses through as they are", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(
      withPageErrors(async () => {
        throw redirect;
      }),
    ).rejects.toBe(redirect);
  });
});

/** A post to `url`, as a browser navigating (a plain form post) or a fetcher sends it. */
function post(url: string, navigating: boolean) {
  const form = new FormData();
  form.set("title", "Typed before the outage");
  form.set("photo", new File(["bytes"], "photo.jpg"));
  const request = new Request(url, {
    method: "POST",
    headers: navigating ? { "Sec-Fetch-Mode": "navigate" } : {},
  });
  return { request, form, context: {} as AppLoadContext };
}

describe("submissionFailure", () => {
  it("shows a domain error's own message, and the form's fallback for an unexpected one", () => {
    const sent = post("https://shop.test/admin/gallery", true);
    expect(submissionFailure(tooManyRequests(60), "Failed.", sent)).toMatchObject({
      status: 429,
      message: "Too many requests. Please try again later.",
      init: { status: 429, headers: { "Retry-After": "60" } },
    });
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    expect(submissionFailure(new Error("boom"), "Failed.", sent)).toMatchObject({
      status: 500,
      message: "Failed.",
    });
  });

  it("keeps a plain post's text fields through an outage, thrown to the error boundary with the way back", async () => {
    const sent = post("https://shop.test/admin/gallery?edit=3", true);
    const thrown = (() => {
      try {
        submissionFailure(serviceUnavailable("Out of reach.", 5), "Failed.", sent);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({
      message: "Out of reach.",
      action: "/admin/gallery?edit=3",
      fields: { title: "Typed before the outage" },
    });
    expect(sent.context.databaseUnreachable).toBe(true);
  });

  it("answers a fetcher's post in place through an outage: its form keeps the text itself", () => {
    const sent = post("https://shop.test/admin/gallery", false);
    expect(submissionFailure(serviceUnavailable("Out of reach.", 5), "Failed.", sent)).toMatchObject({
      status: 503,
      message: "Out of reach.",
    });
    expect(sent.context.databaseUnreachable).toBeUndefined();
  });
});
