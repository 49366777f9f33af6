// Newsletter sign-up (SPEC §5): one valid email, stored trimmed and lower-case.
import { z } from "zod";
import { EMAIL_MESSAGE } from "~/modules/messages/schema";
import { honeypotShape } from "~/modules/security/honeypot";
import { strictEmail } from "~/utils/validation";

export const ALREADY_SUBSCRIBED_MESSAGE = "This email is already subscribed to our newsletter.";

export const newsletterSchema = z.object({
  email: strictEmail(EMAIL_MESSAGE).toLowerCase(),
  ...honeypotShape,
});
