// A form names the photos it uploaded as soon as they were chosen (with JavaScript) by their
// addresses. Left open for more than a day, its photos are no row's and the daily sweep removes
// them (decision 211): saving it then would store a piece or a picture without its image. Every save
// of the owner's photos passes here, so here too it waits for their variants where pages name them
// in the bucket (decision 351).
import { badRequest, type FieldErrors } from "~/utils/errors";
import { getStorage, storedKeyOf } from "./storage.server";
import { requireVariantsInStore } from "./store-variants.server";

export const UPLOAD_GONE_MESSAGE =
  "A photo this form uploaded is no longer on the server: the form was open for more than a day. Add the photo again, then save.";

/**
 * Refuses (400, naming each field) the addresses of this shop's store whose file is gone; then, when
 * pages name variants in the bucket, settles once the bucket holds every variant of each photo.
 */
export async function requireStoredUploads(fields: Record<string, string | null | undefined>) {
  const storage = getStorage();
  const gone = await Promise.all(
    Object.entries(fields).map(async ([field, url]) => {
      const key = url ? storedKeyOf(url) : undefined;
      return key && !(await storage.has(key)) ? field : undefined;
    }),
  );
  const errors: FieldErrors = Object.fromEntries(
    gone.filter((field) => field !== undefined).map((field) => [field, [UPLOAD_GONE_MESSAGE]]),
  );
  if (Object.keys(errors).length > 0) throw badRequest(UPLOAD_GONE_MESSAGE, errors);
  await requireVariantsInStore(Object.values(fields).filter((url): url is string => !!url));
}
