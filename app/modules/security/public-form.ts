// What a public form post (contact, newsletter, inquiry) answers, read by the forms in the browser.
import type { SubmissionResult } from "@conform-to/react";

export interface PublicFormResult {
  intent: string;
  result: SubmissionResult<string[]>;
  sent: boolean;
  /** The failure shown in a toast (server message, or the form's generic failure text). */
  message?: string;
  status?: number;
}
