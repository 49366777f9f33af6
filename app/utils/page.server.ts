// The edge between domain errors and pages: a loader's or action's failure reaches the route's
// error boundary as a Response with its status, a form's failure is shown on the form.
import { data, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { asAppError, errorResponse, retryHeaders } from "./errors.server";
import type { KeptSubmission } from "./kept-submission";
import type { FormAnswer } from "./form-answer";

/**
 * The body of a page loader or action: `return withPageErrors(async () => ...)`. A domain error it
 * throws reaches the route's error boundary as a Response with its status. (A wrapper around the
 * exported function itself would stay in the browser bundle, which cannot run server code.)
 */
export async function withPageErrors<Result>(handler: () => Promise<Result>): Promise<Result> {
  try {
    return await handler();
  } catch (error) {
    // Redirects and other Responses are Remix's own control flow.
    if (error instanceof Response) throw error;
    throw errorResponse(error);
  }
}

/**
 * What a form shows for a failure: the error's own message (field errors on their fields), or the
 * form's `fallback` for an unexpected one, with the status and Retry-After to answer with.
 */
export function formFailure(error: unknown, fallback: string) {
  const { status, message, errors, retryAfter } = asAppError(error);
  const shown = status === 500 ? fallback : message;
  return { status, message: shown, fieldErrors: errors, init: { status, headers: retryHeaders(retryAfter) } };
}

/**
 * Without JavaScript a form post renders the whole page again, whose loaders need the database
 * too: so a 503 is thrown to the error boundary, which shows the message and the visitor's input
 * ready to send again (its submission key included, so it is stored once). Remix runs no loader
 * at or below that boundary; the root's, above a route's own boundary, reads `context` and skips
 * the database. With JavaScript (a fetch, not a navigation) the form answers in place instead.
 */
export function keepSubmissionOnOutage(
  request: Request,
  form: FormData,
  failure: ReturnType<typeof formFailure>,
  context: AppLoadContext,
) {
  // A browser navigating (a plain form post) says so; a fetcher's request does not.
  if (failure.status !== 503 || request.headers.get("Sec-Fetch-Mode") !== "navigate") return;
  context.databaseUnreachable = true;
  const url = new URL(request.url);
  const fields = textFields(form);
  // Remix hides the `?index` a post to an index route carries; the home page's forms need it back.
  const action = url.pathname === "/" ? "/?index" : `${url.pathname}${url.search}`;
  const kept: KeptSubmission = { message: failure.message, action, fields };
  throw Response.json(kept, failure.init);
}

/** The answer for the form that posted `fields` (by its `intent` and `id`), with Conform's reply. */
export function formAnswer(fields: FormData) {
  const id = Number(fields.get("id"));
  return (result: SubmissionResult<string[]>, init?: ResponseInit) =>
    data<FormAnswer>({ intent: String(fields.get("intent") ?? ""), id: id || undefined, result }, init);
}

/** A form's text fields (files left out), by name. */
export function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

interface Submission {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/** The post a failed form came from, to keep it through a database outage. */
interface Post {
  request: Request;
  form: FormData;
  context: AppLoadContext;
}

/**
 * A Conform submission's reply for a failure (the form keeps what was typed) and the status to
 * answer with; given the `post`, a plain post during a database outage is kept instead.
 */
export function failedSubmission(submission: Submission, error: unknown, fallback: string, post?: Post) {
  const failure = formFailure(error, fallback);
  if (post) keepSubmissionOnOutage(post.request, post.form, failure, post.context);
  const result = submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors });
  return { result, init: failure.init };
}

/** A Conform submission's reply for a failure, as the action's answer: `{ result }` with its status. */
export function replyWithFailure(submission: Submission, error: unknown, fallback: string, post?: Post) {
  const { result, init } = failedSubmission(submission, error, fallback, post);
  return data({ result }, init);
}
