// Newsletter sign-up (SPEC §5): one valid email, stored trimmed and lower-case.
import { z } from "zod";
import { textField } from "~/utils/validation";
import { EMAIL_MESSAGE } from "~/modules/messages/schema";
import { honeypotShape } from "~/modules/security/honeypot";

export const ALREADY_SUBSCRIBED_MESSAGE = "This email is already subscribed to our newsletter.";

export const newsletterSchema = z.object({
  email: textField({ message: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(320, EMAIL_MESSAGE)
    .email(EMAIL_MESSAGE),
  ...honeypotShape,
});
