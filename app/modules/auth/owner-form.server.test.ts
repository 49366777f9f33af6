import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { badRequest, notFound, serviceUnavailable, tooLarge } from "~/utils/errors";
import { done, ownerForm, type OwnerPost } from "./owner-form.server";

const schema = z.object({
  intent: z.literal("save"),
  id: z.coerce.number(),
  title: z.string({ message: "Title, please." }).min(1, "Title, please."),
});

/** An owner's post of `fields`, as a plain form post (navigating) or a fetcher sends it. */
function post(
  fields: Record<string, string>,
  { navigating = false, refusal = null as OwnerPost["refusal"] } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request("https://shop.test/admin/things", {
    method: "POST",
    headers: navigating ? { "Sec-Fetch-Mode": "navigate" } : {},
  });
  return { request, context: {} as AppLoadContext, fields: form, files: [], refusal };
}

const typed = { intent: "save", id: "7", title: "Typed by her" };
const failing = (error: unknown) => ({
  schema,
  failure: "Failed to save.",
  act: () => Promise.reject(error),
});

/** The frame's answer as a page reads it: `{ init, data }` of Remix's `data()`. */
type Answer = {
  init: ResponseInit | null;
  data: { intent: string; id?: number; result: { initialValue: unknown; error: unknown } };
};

describe("ownerForm, the frame of an owner's form", () => {
  it("answers a refused form with 400 and each message on its field, naming the form by intent and row", async () => {
    const answer = (await ownerForm(
      post({ ...typed, title: "" }),
      failing(new Error("never run")),
    )) as unknown as Answer;
    expect(answer.init).toEqual({ status: 400 });
    expect(answer.data).toMatchObject({
      intent: "save",
      id: 7,
      result: { error: { title: ["Title, please."] } },
    });
  });

  it("answers a reading refused (a file too large) on the form, in the form's words when it has them", async () => {
    const refused = post(typed, { refusal: tooLarge("The file is too large (at most 10 MB).") });
    const plain = (await ownerForm(refused, failing(new Error("never run")))) as unknown as Answer;
    expect(plain.init).toEqual({ status: 413 });
    expect(plain.data.result.error).toEqual({ "": ["The file is too large (at most 10 MB)."] });
    const worded = (await ownerForm(refused, {
      ...failing(new Error("never run")),
      refused: () => "Own words.",
    })) as unknown as Answer;
    expect(worded.data.result.error).toEqual({ "": ["Own words."] });
  });

  it("shows a failed act's own message with the text she typed kept, and the fallback for an unexpected one", async () => {
    const refused = (await ownerForm(
      post(typed),
      failing(badRequest("Not like that.")),
    )) as unknown as Answer;
    expect(refused.init).toMatchObject({ status: 400 });
    expect(refused.data.result).toMatchObject({ initialValue: typed, error: { "": ["Not like that."] } });
    const unexpected = (await ownerForm(post(typed), failing(new Error("secret")))) as unknown as Answer;
    expect(unexpected.data.result.error).toEqual({ "": ["Failed to save."] });
  });

  it("keeps what she typed through a database outage: on the form with JavaScript, on the error boundary without", async () => {
    const outage = serviceUnavailable("We can't reach our records right now.", 5);
    const fetched = (await ownerForm(post(typed), failing(outage))) as unknown as Answer;
    expect(fetched.init).toMatchObject({ status: 503 });
    expect(fetched.data.result).toMatchObject({ initialValue: typed });

    const navigating = post(typed, { navigating: true });
    const thrown = await ownerForm(navigating, failing(outage)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).json()).toEqual({
      message: "We can't reach our records right now.",
      action: "/admin/things",
      fields: typed,
    });
    expect(navigating.context.databaseUnreachable).toBe(true);
  });

  it("leaves a missing piece to the page when the form says so", async () => {
    const missing = notFound("Product not found.");
    await expect(ownerForm(post(typed), { ...failing(missing), missingIsThePage: true })).rejects.toBe(
      missing,
    );
    const onTheForm = (await ownerForm(post(typed), failing(missing))) as unknown as Answer;
    expect(onTheForm.init).toMatchObject({ status: 404 });
  });

  it("redirects with its toast once done, or answers what the page shows beside the reply", async () => {
    const redirect = await ownerForm(post(typed), {
      schema,
      failure: "Failed.",
      act: async () => done("/admin/things#row-7", "Saved."),
    });
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(302);
    expect((redirect as Response).headers.get("Location")).toBe("/admin/things#row-7");
    expect((redirect as Response).headers.get("Set-Cookie")).toMatch(/^atelier_toast=/);

    const shown = (await ownerForm(post(typed), {
      schema,
      failure: "Failed.",
      act: async () => ({ preview: "Words." }),
    })) as unknown as Answer & { data: { preview: string } };
    expect(shown.data).toMatchObject({ intent: "save", preview: "Words.", result: { status: "success" } });
  });
});
