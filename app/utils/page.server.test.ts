import { Prisma } from "@prisma/client";
import { describe, expect, it, vi } from "vitest";
import { badRequest, notFound, tooManyRequests } from "./errors";
import { errorResponse } from "./errors.server";
import { formFailure, withPageErrors } from "./page.server";

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

describe("formFailure", () => {
  it("shows a domain error's own message, and the form's fallback for an unexpected one", () => {
    expect(formFailure(tooManyRequests(60), "Failed.")).toMatchObject({
      status: 429,
      message: "Too many requests. Please try again later.",
      init: { status: 429, headers: { "Retry-After": "60" } },
    });
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    expect(formFailure(new Error("boom"), "Failed.")).toMatchObject({ status: 500, message: "Failed." });
  });
});
