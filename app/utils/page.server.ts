// The edge between domain errors and pages: a loader's or action's failure reaches the route's
// error boundary as a Response with its status, a form's failure is shown on the form.
import type { AppLoadContext } from "@remix-run/node";
import { asAppError, errorResponse, retryHeaders } from "./errors.server";
import type { KeptSubmission } from "./kept-submission";

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

/** Where a form was posted from: to keep its text through a database outage. */
export interface Post {
  request: Request;
  /** The post's fields (its files are never kept). */
  form: FormData;
  context: AppLoadContext;
}

/**
 * What a form shows for a failed submission: the error's own message (field errors on their
 * fields), or the form's `fallback` for an unexpected one, with the status and Retry-After to
 * answer with.
 *
 * Through a database outage the post is kept: without JavaScript a form post renders the whole
 * page again, whose loaders need the database too, so a 503 is thrown to the error boundary, which
 * shows the message and the input ready to send again (its submission key included, so it is
 * stored once). Remix runs no loader at or below that boundary; the root's, above a route's own
 * boundary, reads `context` and skips the database. With JavaScript (a fetch, not a navigation)
 * the failure is answered to the form in place instead.
 */
export function submissionFailure(error: unknown, fallback: string, post: Post) {
  const { status, message, errors, retryAfter } = asAppError(error);
  const failure = {
    status,
    message: status === 500 ? fallback : message,
    fieldErrors: errors,
    init: { status, headers: retryHeaders(retryAfter) },
  };
  // A browser navigating (a plain form post) says so; a fetcher's request does not.
  if (status === 503 && post.request.headers.get("Sec-Fetch-Mode") === "navigate") {
    post.context.databaseUnreachable = true;
    const url = new URL(post.request.url);
    // Remix hides the `?index` a post to an index route carries; the home page's forms need it back.
    const action = url.pathname === "/" ? "/?index" : `${url.pathname}${url.search}`;
    const kept: KeptSubmission = { message: failure.message, action, fields: textFields(post.form) };
    throw Response.json(kept, failure.init);
  }
  return failure;
}

/** A form's text fields (files left out), by name. */
export function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
