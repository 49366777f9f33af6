// POST /api/inquiries (public, rate limited): an inquiry about a live piece.
import { messagePost } from "~/modules/messages/message-post.server";
import { sendInquiry } from "~/modules/messages/messages.server";
import { inquirySchema } from "~/modules/messages/schema";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  POST: messagePost("inquiry", inquirySchema, sendInquiry),
});
