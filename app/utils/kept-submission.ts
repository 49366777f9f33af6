// The answer a form post without JavaScript gets when the database stays out of reach (decision
// 092): shared by the server that throws it and the error boundaries that show it.

export interface KeptSubmission {
  message: string;
  /** Where the form posted, to post it again. */
  action: string;
  /** The visitor's text fields as sent (files are not kept). */
  fields: Record<string, string>;
}

export function isKeptSubmission(data: unknown): data is KeptSubmission {
  return typeof data === "object" && data !== null && "fields" in data && "action" in data;
}
