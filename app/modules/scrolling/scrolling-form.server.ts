// Manage Scrolling Images from the admin page: add (file and title, one multipart post), rename
// inline, move, drag, delete — with SPEC §5/§8's messages.
import { readPageForm, storeImages } from "~/modules/media/upload.server";
import {
  addScrollingImage,
  deleteScrollingImage,
  renameScrollingImage,
} from "~/modules/scrolling/scrolling.server";
import { FILE_MESSAGE, scrollingTitleSchema } from "~/modules/scrolling/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError, badRequest } from "~/utils/errors";
import { handleOrderIntent } from "~/modules/ordering/ordered-list.server";

const BACK = "/admin/scrolling";

export interface ScrollingFormAnswer {
  intent: string;
  id?: number;
  error: string;
}

export async function handleScrollingAction(request: Request) {
  const form = await readPageForm(request, { fields: ["image"], maxFiles: 1 });
  const ordered = await handleOrderIntent(
    "scrollingImage",
    form.fields,
    BACK,
    "Failed to reorder scrolling images",
  );
  if (ordered) return ordered;
  const intent = String(form.fields.get("intent"));
  const id = Number(form.fields.get("id"));
  const answer = (error: string): ScrollingFormAnswer => ({ intent, id, error });
  const title = scrollingTitleSchema.safeParse({ title: form.fields.get("title") ?? undefined });
  try {
    switch (intent) {
      case "add": {
        if (form.refusal) return answer(form.refusal.message);
        if (form.files.length === 0) return answer(FILE_MESSAGE);
        if (!title.success) return answer(title.error.issues[0].message);
        const [imageUrl] = await storeImages("scrolling", form.files);
        await addScrollingImage({ title: title.data.title, imageUrl });
        return await done("Scrolling image added.");
      }
      case "rename":
        if (!title.success) return answer(title.error.issues[0].message);
        await renameScrollingImage(id, title.data.title);
        return await done("Scrolling image updated.");
      case "delete":
        await deleteScrollingImage(id);
        return await done("Scrolling image deleted.");
      default:
        throw badRequest("Unknown action.");
    }
  } catch (error) {
    if (error instanceof AppError && error.status === 415) return answer(error.message);
    const failure = { add: "Failed to add scrolling image", rename: "Failed to update scrolling image" }[
      intent
    ];
    return redirectWithToast(BACK, {
      title: "Error",
      description: failure ?? "Failed to delete scrolling image",
      variant: "destructive",
    });
  }
}

function done(description: string) {
  return redirectWithToast(BACK, { title: "Success", description });
}
