// Matchers for what a page or an API answers, registered for every integration test (as the Epic
// Stack does): expect(answer).toHaveRedirect("/admin"), .toHaveStatus(400), .toHaveFormErrors({...}).
import { expect } from "vitest";

/** A Response, or a page action's answer read by postForm (./page-action.ts). */
interface Answer {
  status: number;
  headers: Headers;
  data?: unknown;
}

/** The errors of a Conform submission result in an answer's data, by field ("" for the form's own). */
function formErrorsOf(answer: Answer): Record<string, string[] | null | undefined> {
  const result = (answer.data as { result?: { error?: Record<string, string[] | null> } } | null)?.result;
  return result?.error ?? {};
}

expect.extend({
  /** A redirect (3xx), to `location` when given (an exact address or a pattern). */
  toHaveRedirect(answer: Answer, location?: string | RegExp) {
    const not = this.isNot ? "not " : "";
    const to = location === undefined ? "" : ` to ${this.utils.printExpected(location)}`;
    if (answer.status < 300 || answer.status >= 400) {
      return {
        pass: false,
        message: () =>
          `Expected ${not}a redirect${to}, got status ${this.utils.printReceived(answer.status)}`,
      };
    }
    const actual = answer.headers.get("Location");
    const pass =
      location === undefined ||
      (typeof location === "string" ? actual === location : location.test(actual ?? ""));
    return {
      pass,
      message: () => `Expected ${not}a redirect${to}, got a redirect to ${this.utils.printReceived(actual)}`,
    };
  },

  toHaveStatus(answer: Answer, status: number) {
    return {
      pass: answer.status === status,
      message: () =>
        `Expected status ${this.isNot ? "not " : ""}${this.utils.printExpected(status)}, got ${this.utils.printReceived(answer.status)}`,
    };
  },

  /** The form's errors name these messages for these fields (other fields may have their own). */
  toHaveFormErrors(answer: Answer, errors: Record<string, string[]>) {
    const actual = formErrorsOf(answer);
    const shown = Object.fromEntries(Object.keys(errors).map((field) => [field, actual[field]]));
    return {
      pass: this.equals(shown, errors),
      message: () =>
        `Expected form errors ${this.isNot ? "not " : ""}${this.utils.printExpected(errors)}, got ${this.utils.printReceived(actual)}`,
    };
  },
});

interface AnswerMatchers<R = unknown> {
  toHaveRedirect(location?: string | RegExp): R;
  toHaveStatus(status: number): R;
  toHaveFormErrors(errors: Record<string, string[]>): R;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends AnswerMatchers<T> {}
}
