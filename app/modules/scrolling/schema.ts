// Scrolling images (SPEC §5): a file (its uploaded URL) and a non-blank title.
import { z } from "zod";
import { textField, urlField } from "~/utils/validation";

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
