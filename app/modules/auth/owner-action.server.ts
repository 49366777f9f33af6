// The frames of every owner page: who is asking, then the loader's read or the action. When the
// owner's session cannot be read because the database is out of reach, an action writes nothing
// and the owner keeps what she typed (decision 092): without JavaScript the error boundary shows
// it ready to post again, with JavaScript the form shows the message over its fields.
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import { asAppError, UNEXPECTED_MESSAGE } from "~/utils/errors.server";
import { submissionFailure, textFields, withPageErrors } from "~/utils/page.server";
import { formReply, readOwnerPost } from "./owner-form.server";
import { requireOwner, type Owner } from "./session.server";

/** A loader of the owner's: `return ownerLoader(request, (owner) => ...)`. */
export function ownerLoader<Result>(request: Request, read: (owner: Owner) => Promise<Result>) {
  return withPageErrors(async () => read(await requireOwner(request)));
}

export async function ownerAction<Result>(
  request: Request,
  context: AppLoadContext,
  handler: (owner: Owner) => Promise<Result>,
) {
  return withPageErrors(async () => {
    let owner: Owner;
    try {
      owner = await requireOwner(request);
    } catch (error) {
      // A redirect to /login is Remix's own control flow.
      if (error instanceof Response) throw error;
      return keptAnswer(request, context, error);
    }
    return handler(owner);
  });
}

async function keptAnswer(request: Request, context: AppLoadContext, error: unknown) {
  const refusal = asAppError(error);
  if (refusal.status !== 503) throw error;
  // The text fields only: the first file part stops the reading (files are never kept).
  const { fields } = await readOwnerPost(request, context);
  const failure = submissionFailure(refusal, UNEXPECTED_MESSAGE, { request, form: fields, context });
  // Conform's reply as the form would give it: the message over the fields as they were sent.
  const result: SubmissionResult<string[]> = {
    status: "error",
    initialValue: textFields(fields),
    error: { "": [failure.message] },
  };
  return formReply(fields, result, failure.init);
}
