// The frame of every owner page action: who is asking, then the action. When the owner's session
// cannot be read because the database is out of reach, nothing is written and the owner keeps what
// she typed (decision 092): without JavaScript the error boundary shows it ready to post again,
// with JavaScript the form shows the message over its fields.
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import { readPageForm } from "~/utils/multipart.server";
import {
  formAnswer,
  formFailure,
  keepSubmissionOnOutage,
  textFields,
  withPageErrors,
} from "~/utils/page.server";
import { UNEXPECTED_MESSAGE } from "~/utils/errors.server";
import { requireOwner, type Owner } from "./session.server";

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
      const failure = formFailure(error, UNEXPECTED_MESSAGE);
      if (failure.status !== 503) throw error;
      return keptAnswer(request, context, failure);
    }
    return handler(owner);
  });
}

async function keptAnswer(
  request: Request,
  context: AppLoadContext,
  failure: ReturnType<typeof formFailure>,
) {
  // The text fields only: the first file part stops the reading (files are never kept).
  const { fields } = await readPageForm(request, { fields: [], maxFiles: 0 });
  keepSubmissionOnOutage(request, fields, failure, context);
  // Conform's reply as the form would give it: the message over the fields as they were sent.
  const result: SubmissionResult<string[]> = {
    status: "error",
    initialValue: textFields(fields),
    error: { "": [failure.message] },
  };
  return formAnswer(fields)(result, failure.init);
}
