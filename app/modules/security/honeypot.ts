// A honeypot field on the public forms: hidden from people, filled by bots. A filled one is refused
// before anything is stored.
import { textField } from "~/utils/validation";
import { HONEYPOT_FIELD } from "./honeypot-field";
export const HONEYPOT_MESSAGE = "Your message could not be sent.";

export const honeypotShape = {
  [HONEYPOT_FIELD]: textField().max(0, HONEYPOT_MESSAGE).optional().nullable(),
};
