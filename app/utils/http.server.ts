// JSON answers of the API contract (DESIGN.md "API answers"): every failure is
// {"message", "errors"?} with the right status, never an HTML page or a 500 for bad input.
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export function apiError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit) {
  return Response.json(errors ? { message, errors } : { message }, { status, headers });
}

export const badRequest = (message: string, errors?: FieldErrors) => apiError(400, message, errors);
export const unauthorized = (message = "Sign in as the owner to do this.") => apiError(401, message);
export const forbidden = (message = "This request is not allowed.") => apiError(403, message);
export const notFound = (message = "Not found.") => apiError(404, message);
export const methodNotAllowed = () => apiError(405, "Method not allowed.");
export const conflict = (message: string) => apiError(409, message);
export const tooLarge = (message = "The request is too large.") => apiError(413, message);
export const unsupportedType = (message = "This file type is not supported.") => apiError(415, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests. Please try again later.",
) => apiError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });

/** Field errors of a failed zod parse, keyed by field path, plus the first message for `message`. */
export function zodErrors(error: z.ZodError): { message: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid input.", errors };
}

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads a JSON body of at most `limitBytes` and parses it with `schema`. Throws the JSON error
 * Response (413, 415, 400) so a resource route can simply `await` it.
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
