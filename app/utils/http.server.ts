// Reading a request's input: every body through one size-capped reader (a JSON body parsed by its
// schema, a form, a raw body), and route ids. Bad input is thrown as a typed error
// (app/utils/errors.ts), never a 500.
import type { z } from "zod";
import { AppError, badRequest, notFound, tooLarge, unsupportedType, zodErrors } from "./errors";
import { MAX_RECORD_ID } from "./validation";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A form without files: its longest text (a message of 10,000 characters, up to 4 bytes each) is
 * at most 120 KB once percent-encoded.
 */
export const FORM_BODY_LIMIT_BYTES = 256 * 1024;

export const BODY_CUT_OFF_MESSAGE = "The request ended before its body did.";

/**
 * The request's body as a stream that fails with a 413 as soon as more than `limitBytes` have
 * come, and with a 400 (logged as what it is) when the client hangs up in the middle. The body
 * is never cancelled from here: that would drop the connection before the answer is written (the
 * server drops what still comes after the answer instead, server/security.ts).
 */
export function limitedBody(request: Request, limitBytes: number): ReadableStream<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limitBytes) return failing(tooLarge());
  if (!request.body) return new ReadableStream({ start: (controller) => controller.close() });
  const reader = request.body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          reader.releaseLock();
          controller.close();
          return;
        }
        size += value.byteLength;
        if (size > limitBytes) throw tooLarge();
        controller.enqueue(value);
      } catch (error) {
        reader.releaseLock();
        controller.error(error instanceof AppError ? error : cutOff(request, size, error));
      }
    },
    cancel: () => reader.releaseLock(),
  });
}

function failing(error: AppError) {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.error(error) });
}

/** A client that stops sending mid-body: logged as that (not as a database or server failure). */
function cutOff(request: Request, size: number, error: unknown) {
  const { pathname } = new URL(request.url);
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(
    `Request body cut off by the client: ${request.method} ${JSON.stringify(pathname.slice(0, 200))} after ${size} bytes (${reason})`,
  );
  return badRequest(BODY_CUT_OFF_MESSAGE);
}

/** The whole body, at most `limitBytes` of it (413 past them). */
export async function readBody(request: Request, limitBytes: number): Promise<Buffer> {
  const reader = limitedBody(request, limitBytes).getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

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
  const text = (await readBody(request, limitBytes)).toString("utf8");
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

/**
 * A page form's fields, from a body of at most FORM_BODY_LIMIT_BYTES (413 past it); a body that is
 * no form (JSON, plain text, broken multipart) is a 400, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const bytes = await readBody(request, FORM_BODY_LIMIT_BYTES);
  const headers = { "Content-Type": request.headers.get("content-type") ?? "" };
  try {
    return await new Response(new Uint8Array(bytes), { headers }).formData();
  } catch {
    throw badRequest(NOT_A_FORM_MESSAGE);
  }
}

/** A route param that must be a positive integer id, else a 404 (an id that cannot exist). */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > MAX_RECORD_ID) {
    throw notFound();
  }
  return id;
}
