// Scrolling images (product §5): a file (its uploaded URL) and a non-blank title.
import { z } from "zod";
import { recordId, textField, urlField } from "~/utils/validation";

export const TITLE_MESSAGE = "Please provide a title";
export const FILE_MESSAGE = "Please select a file to upload";

const title = textField({ message: TITLE_MESSAGE })
  .trim()
  .min(1, TITLE_MESSAGE)
  .max(200, "This title is too long.");

export const scrollingImageSchema = z.object({
  title,
  imageUrl: textField({ message: FILE_MESSAGE }).trim().min(1, FILE_MESSAGE).pipe(urlField()),
});

export const scrollingTitleSchema = z.object({ title });

/**
 * The dashboard's forms: add (a title and the image file posted with it; `files` counts the files,
 * chosen in the browser or received by the action) and rename.
 */
export function scrollingFormSchema(files: number) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      /** Made by the page's loader: an add posted again is recognised (decision 120). */
      submissionKey: textField().max(100).optional(),
      title,
      image: z.unknown().refine(() => files > 0, FILE_MESSAGE),
    }),
    z.object({ intent: z.literal("rename"), id: recordId(), title }),
  ]);
}
