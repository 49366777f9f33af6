// Reading a form post while streaming: text fields, and files up to their caps counted byte by
// byte, beside readForm (./http.server) for posts without files. A refusal stops the reading and
// is answered with what came before it. Preparing and storing the files is media's job.
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { AppError, badRequest, tooLarge } from "./errors";
import { limitedBody, readForm } from "./http.server";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 5;
/** A form's text field (a contact message is at most 10,000 characters, up to 4 bytes each). */
const TEXT_FIELD_BYTES = 64 * 1024;
/** Room for multipart boundaries and the text fields around the files. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

export const READING_MESSAGES = {
  tooLarge: "The file is too large (at most 10 MB).",
  missing: (field: string) => `Choose a file to upload (field '${field}').`,
  tooMany: (limit: number) => `Too many files: at most ${limit} per upload.`,
  unexpected: (field: string) => `Unexpected file field '${field}'.`,
};

export interface ReceivedFile {
  field: string;
  bytes: Buffer;
}

export interface ReceiveOptions {
  /** Fields that may carry files; `onFile` runs before a part's bytes are read (auth, rate limit). */
  fields: string[];
  maxFiles: number;
  onFile?: (field: string) => Promise<void> | void;
  /** The answer when more than `maxFiles` files are sent (the form's own wording). */
  tooManyMessage?: string;
}

export interface ReceivedForm {
  /** The text fields, as `request.formData()` would give them. */
  fields: FormData;
  files: ReceivedFile[];
  /** Why reading stopped early (413, 400, 401, 429): the parts after it were never read. */
  refusal: AppError | null;
}

/** The most a multipart post may send: its files at their cap, and room for the rest. */
export const multipartLimitBytes = (maxFiles: number) => maxFiles * MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * Reads a multipart request while streaming: text fields up to TEXT_FIELD_BYTES, files up to
 * MAX_FILE_BYTES each and `maxFiles` in all, the whole body up to multipartLimitBytes. A refusal
 * stops reading at once and is returned with what came before it, so a page form can answer with
 * its fields intact.
 */
export async function receiveForm(request: Request, options: ReceiveOptions): Promise<ReceivedForm> {
  const fields = new FormData();
  const files: ReceivedFile[] = [];
  const limit = multipartLimitBytes(options.maxFiles);
  if (Number(request.headers.get("content-length") ?? 0) > limit) {
    return { fields, files, refusal: tooLarge(READING_MESSAGES.tooLarge) };
  }
  const capped = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limitedBody(request, limit),
    duplex: "half",
  } as RequestInit);
  try {
    await parseMultipartFormData(capped, async (part) => {
      if (part.filename === undefined) {
        fields.append(part.name, await readText(part.data));
        return undefined;
      }
      if (!options.fields.includes(part.name)) throw badRequest(READING_MESSAGES.unexpected(part.name));
      // An empty file input still sends a part with no file name (and no bytes).
      if (part.filename === "") {
        await readFile(part.data);
        return undefined;
      }
      if (files.length >= options.maxFiles) {
        throw badRequest(options.tooManyMessage ?? READING_MESSAGES.tooMany(options.maxFiles));
      }
      await options.onFile?.(part.name);
      files.push({ field: part.name, bytes: await readFile(part.data) });
      return undefined;
    });
  } catch (error) {
    return { fields, files, refusal: error instanceof AppError ? error : badRequest(NOT_MULTIPART) };
  }
  return { fields, files, refusal: null };
}

/** The /api form of receiveForm: any refusal, or no file at all, is thrown as the answer. */
export async function receiveFiles(request: Request, options: ReceiveOptions): Promise<ReceivedFile[]> {
  const { files, refusal } = await receiveForm(request, options);
  if (refusal) throw refusal;
  if (files.length === 0) throw badRequest(READING_MESSAGES.missing(options.fields.join("' or '")));
  return files;
}

function isMultipart(request: Request) {
  return request.headers.get("content-type")?.startsWith("multipart/form-data") ?? false;
}

/** A page form's post, with files (multipart, read as receiveForm does) or without. */
export async function readPageForm(request: Request, options: ReceiveOptions): Promise<ReceivedForm> {
  if (!isMultipart(request)) return { fields: await readForm(request), files: [], refusal: null };
  return receiveForm(request, options);
}

const NOT_MULTIPART = "Send the files as multipart/form-data.";

async function readFile(data: AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_FILE_BYTES) throw tooLarge(READING_MESSAGES.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readText(data: AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > TEXT_FIELD_BYTES) throw tooLarge("A form field is too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
