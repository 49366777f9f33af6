// Contact photos sent with the form itself (JavaScript off): the same multipart POST carries the
// fields and up to five files; they are checked and stored like /api/upload's, then attached.
import type { AppLoadContext } from "@remix-run/node";
import { storeContactPhotos } from "~/modules/media/upload.server";
import { readPageForm, type ReceivedForm } from "~/utils/multipart.server";
import { enforceRateLimit } from "~/modules/security/rate-limit.server";
import { badRequest } from "~/utils/errors";
import { clientIp } from "~/utils/load-context.server";
import { PHOTO_KEYS, sendContactMessage } from "./messages.server";
import {
  CONTACT_PHOTO_FIELD,
  MAX_CONTACT_PHOTOS,
  TOO_MANY_PHOTOS_MESSAGE,
  type ContactInput,
} from "./schema";

/** The home page's form post, multipart (contact photos) or not. */
export async function readHomeForm(request: Request, context: AppLoadContext): Promise<ReceivedForm> {
  return readPageForm(request, {
    fields: [CONTACT_PHOTO_FIELD],
    maxFiles: MAX_CONTACT_PHOTOS,
    tooManyMessage: TOO_MANY_PHOTOS_MESSAGE,
    onFile: () => enforceRateLimit("contactPhotoUpload", clientIp(context)),
  });
}

/**
 * Stores the posted photos (after any already uploaded by the browser), counted for the sender's
 * `network`, and sends the message.
 */
export async function sendContactWithPhotos(input: ContactInput, upload: ReceivedForm, network: string) {
  if (upload.refusal) throw upload.refusal;
  const uploaded = PHOTO_KEYS.map((key) => input[key]).filter((url): url is string => Boolean(url));
  if (uploaded.length + upload.files.length > MAX_CONTACT_PHOTOS) throw badRequest(TOO_MANY_PHOTOS_MESSAGE);
  const stored = await storeContactPhotos(upload.files, network);
  const urls = [...uploaded, ...stored];
  const photos = Object.fromEntries(PHOTO_KEYS.map((key, i) => [key, urls[i] ?? null]));
  return sendContactMessage({ ...input, ...photos });
}
