// The honeypot field's name, free of zod: the form markup in every page's browser bundle (the root's
// too, through KeptSubmission) renders it without carrying the validation library.
export const HONEYPOT_FIELD = "website";
