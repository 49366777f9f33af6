// What a page with several forms answers a post with (the dashboard's pages: an add form and a form
// per row): which form it was, by its `intent` and row `id`, and Conform's reply for that form.
import type { SubmissionResult } from "@conform-to/react";

export interface FormAnswer {
  intent: string;
  id?: number;
  result: SubmissionResult<string[]>;
}

export function isFormAnswer(data: unknown): data is FormAnswer {
  return typeof data === "object" && data !== null && "intent" in data && "result" in data;
}
