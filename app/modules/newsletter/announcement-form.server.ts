// The "Tell subscribers" form posted to its page action: Preview answers the words back to show
// them (without JavaScript too); Send first asks "Send to N subscribers?" (answering the refusal
// instead when it may not go), and "Yes, send" queues the announcement and returns to the page.
import type { AppLoadContext } from "@remix-run/node";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { announceProduct, countAnnouncementAudience } from "./announcements.server";
import { announcementSchema } from "./schema";

interface Shown {
  preview?: { subject: string; text: string };
  confirm?: Awaited<ReturnType<typeof countAnnouncementAudience>>;
}

export async function submitAnnouncementForm(request: Request, context: AppLoadContext, productId: number) {
  return ownerForm<typeof announcementSchema, Shown>(await readOwnerPost(request, context), {
    schema: announcementSchema,
    failure: "Failed to queue the announcement. Please try again.",
    missingIsThePage: true,
    act: async ({ intent, ...input }) => {
      if (intent === "preview") return { preview: { subject: input.subject, text: input.text } };
      if (intent === "ask")
        return { confirm: await countAnnouncementAudience(productId, input.announceAgain) };
      const { recipients } = await announceProduct(productId, input);
      const subscribers = `${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}`;
      return done(`/admin/products/${productId}/announce`, `Announcement queued for ${subscribers}.`);
    },
  });
}
