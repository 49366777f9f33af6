// Reading a request's input: a size-capped JSON body parsed by its schema, a form, and route ids. Bad input
// is thrown as a typed error (app/utils/errors.ts), never a 500.
import type { z } from "zod";
import { badRequest, notFound, tooLarge, unsupportedType, zodErrors } from "./errors";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads a JSON body of at most `limitBytes` and parses it with `schema`. Throws 413, 415 or 400
 * errors so a resource route can simply `await` it.
 */
export async function readJson<T extends z.ZodTypeAny>(
  request: Request,
  schema: T,
  limitBytes = JSON_BODY_LIMIT_BYTES,
): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw unsupportedType("Send the body as application/json.");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limitBytes) throw tooLarge();
  const text = await readText(request, limitBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The body is not valid JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const { message, errors } = zodErrors(result.error);
    throw badRequest(message, errors);
  }
  return result.data;
}

export const NOT_A_FORM_MESSAGE =
  "Send the form as application/x-www-form-urlencoded or multipart/form-data.";

/** A page form's fields; a body that is no form (JSON, plain text, broken multipart) is a 400, not a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest(NOT_A_FORM_MESSAGE);
  }
}

async function readText(request: Request, limitBytes: number) {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A route param that must be a positive integer id, else a 404 (an id that cannot exist). */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw notFound();
  }
  return id;
}
