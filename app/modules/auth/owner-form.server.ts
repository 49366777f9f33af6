// The one frame of an owner's form (decision 271): her post read, parsed by the form's schema, the
// module's act, then one answer: a redirect with a toast once it is done, Conform's reply on the
// form when it is refused or fails, and through a database outage the text she typed kept
// (decision 120). Each form's handler names only what is its own: schema, words, act.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import type { Toast } from "~/modules/toast/schema";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { AppError } from "~/utils/errors";
import type { FormAnswer } from "~/utils/form-answer";
import { readPageForm, type ReceivedForm, type ReceiveOptions } from "~/utils/multipart.server";
import { submissionFailure } from "~/utils/page.server";

/** An owner's post as read: its text fields, its files, and where it came from. */
export interface OwnerPost extends ReceivedForm {
  request: Request;
  context: AppLoadContext;
}

const NO_FILES = { fields: [], maxFiles: 0 };

/** Reads the post once the session is checked (ownerAction): `files` names the fields that may carry them. */
export async function readOwnerPost(
  request: Request,
  context: AppLoadContext,
  files: Pick<ReceiveOptions, "fields" | "maxFiles"> = NO_FILES,
): Promise<OwnerPost> {
  return { ...(await readPageForm(request, files)), request, context };
}

/** What a done act answers: back to `redirect`, where the toast says what happened. */
export interface Done {
  redirect: string;
  toast: Toast;
}

/** A done act with a "Success" toast: `done(to, description)`. */
export const done = (
  redirect: string,
  description: string,
  toast?: Omit<Toast, "title" | "description">,
) => ({
  redirect,
  toast: { title: "Success", description, ...toast },
});

export interface OwnerForm<Schema extends z.ZodTypeAny, Shown extends object> {
  schema: Schema;
  /** The words of a save that failed unexpectedly (product §8); by the value when they depend on it. */
  failure: string | ((value: z.output<Schema>) => string);
  /** A reading refused (more files than the form takes...) in the form's own words. */
  refused?: (refusal: AppError, value: z.output<Schema>) => string;
  /** A 404 while acting is the page's own (the piece it edits was deleted meanwhile). */
  missingIsThePage?: boolean;
  /** Conform's coercion of empty fields, off for a form whose empty text means something. */
  disableAutoCoercion?: boolean;
  /** Does it: answers where to go, or what the page shows beside the form's reply (a preview). */
  act: (value: z.output<Schema>) => Promise<Done | Shown>;
}

/** The answer for the form that posted `fields` (by its `intent` and row `id`), with Conform's reply. */
export function formReply<Shown extends object = object>(
  fields: FormData,
  result: SubmissionResult<string[]>,
  init?: ResponseInit,
  shown?: Shown,
) {
  const id = Number(fields.get("id"));
  const intent = String(fields.get("intent") ?? "");
  return data<FormAnswer & Partial<Shown>>(
    { intent, id: id || undefined, result, ...(shown as Shown) },
    init,
  );
}

export async function ownerForm<Schema extends z.ZodTypeAny, Shown extends object = Record<never, never>>(
  post: OwnerPost,
  form: OwnerForm<Schema, Shown>,
) {
  const { fields } = post;
  const submission = parseWithZod(fields, {
    schema: form.schema,
    disableAutoCoercion: form.disableAutoCoercion,
  });
  if (submission.status !== "success") return formReply<Shown>(fields, submission.reply(), { status: 400 });
  const value: z.output<Schema> = submission.value;
  if (post.refusal) {
    const message = form.refused?.(post.refusal, value) ?? post.refusal.message;
    return formReply<Shown>(fields, submission.reply({ formErrors: [message] }), {
      status: post.refusal.status,
    });
  }
  let outcome: Done | Shown;
  try {
    outcome = await form.act(value);
  } catch (error) {
    if (form.missingIsThePage && error instanceof AppError && error.status === 404) throw error;
    const fallback = typeof form.failure === "string" ? form.failure : form.failure(value);
    const failure = submissionFailure(error, fallback, { ...post, form: fields });
    const result = submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors });
    return formReply<Shown>(fields, result, failure.init);
  }
  if (isDone(outcome)) return redirectWithToast(outcome.redirect, outcome.toast);
  return formReply(fields, submission.reply(), undefined, outcome);
}

const isDone = (outcome: object): outcome is Done => "redirect" in outcome && "toast" in outcome;
