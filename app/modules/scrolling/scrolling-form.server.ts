// Manage Scrolling Images from the admin page: add (file and title, one multipart post), rename
// inline, move, drag, delete — with product §5/§8's messages.
import type { AppLoadContext } from "@remix-run/node";
import { storeImages } from "~/modules/media/upload.server";
import { handleListForm } from "~/modules/ordering/list-form.server";
import {
  addScrollingImage,
  deleteScrollingImage,
  renameScrollingImage,
} from "~/modules/scrolling/scrolling.server";
import { scrollingFormSchema } from "~/modules/scrolling/schema";

export function handleScrollingAction(request: Request, context: AppLoadContext) {
  return handleListForm(request, context, {
    table: "scrollingImage",
    back: "/admin/scrolling",
    photos: { field: "image", max: 1 },
    schema: scrollingFormSchema,
    async save(sent, form) {
      if (sent.intent === "rename") return void (await renameScrollingImage(sent.id, sent.title));
      const [imageUrl] = await storeImages("scrolling", form.files);
      return (await addScrollingImage({ title: sent.title, imageUrl }, sent.submissionKey)).id;
    },
    remove: deleteScrollingImage,
    failed: {
      add: "Failed to add scrolling image",
      rename: "Failed to update scrolling image",
      delete: "Failed to delete scrolling image",
      reorder: "Failed to reorder scrolling images",
    },
    done: {
      add: "Scrolling image added.",
      rename: "Scrolling image updated.",
      delete: "Scrolling image deleted.",
    },
  });
}
