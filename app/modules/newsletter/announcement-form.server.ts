// The "Tell subscribers" form posted to its page action: Preview answers the words back to show
// them (without JavaScript too); Send first asks "Send to N subscribers?" (answering the refusal
// instead when it may not go), and "Yes, send" queues the announcement and returns to the page.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError } from "~/utils/errors";
import { readForm } from "~/utils/http.server";
import { replyWithFailure } from "~/utils/page.server";
import { announceProduct, countAnnouncementAudience } from "./announcements.server";
import { announcementSchema } from "./schema";

export async function submitAnnouncementForm(request: Request, productId: number) {
  const submission = parseWithZod(await readForm(request), { schema: announcementSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { intent, ...input } = submission.value;
  if (intent === "preview") {
    return data({ result: submission.reply(), preview: { subject: input.subject, text: input.text } });
  }
  let recipients: number;
  try {
    if (intent === "ask") {
      const asked = await countAnnouncementAudience(productId, input.announceAgain);
      return data({ result: submission.reply(), confirm: asked });
    }
    ({ recipients } = await announceProduct(productId, input));
  } catch (error) {
    // A product deleted meanwhile is the page's own 404.
    if (error instanceof AppError && error.status === 404) throw error;
    return replyWithFailure(submission, error, "Failed to queue the announcement. Please try again.");
  }
  return redirectWithToast(`/admin/products/${productId}/announce`, {
    title: "Success",
    description: `Announcement queued for ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}.`,
  });
}
