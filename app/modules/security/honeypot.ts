// A honeypot field on the public forms: hidden from people, filled by bots. A filled one is refused
// before anything is stored.
import { z } from "zod";

export const HONEYPOT_FIELD = "website";
export const HONEYPOT_MESSAGE = "Your message could not be sent.";

export const honeypotShape = {
  [HONEYPOT_FIELD]: z.string().max(0, HONEYPOT_MESSAGE).optional().nullable(),
};
