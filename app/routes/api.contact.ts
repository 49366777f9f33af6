// POST /api/contact (public, rate limited): stores the message with up to 5 photo URLs.
import { messagePost } from "~/modules/messages/message-post.server";
import { sendContactMessage } from "~/modules/messages/messages.server";
import { contactSchema } from "~/modules/messages/schema";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  POST: messagePost("contact", contactSchema, sendContactMessage),
});
