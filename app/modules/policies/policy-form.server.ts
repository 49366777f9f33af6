// The dashboard's save of one policy: its form names the policy as its intent and sends the text,
// checked by the policy schema; a saved policy is hers, and no longer asks to be reviewed.
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { readPageForm } from "~/utils/multipart.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { failedSubmission, formAnswer } from "~/utils/page.server";
import { POLICY_TITLES } from "./kinds";
import { savePolicy } from "./policies.server";
import { policyFormSchema } from "./schema";

export const POLICIES_PAGE = "/admin/policies";

export async function handlePolicyAction(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request, { fields: [], maxFiles: 0 });
  const answer = formAnswer(form.fields);
  const submission = parseWithZod(form.fields, { schema: policyFormSchema });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  const { intent: kind, body } = submission.value;
  try {
    await savePolicy(kind, body);
  } catch (error) {
    const failure = failedSubmission(submission, error, "Failed to save the policy. Please try again.", {
      request,
      form: form.fields,
      context,
    });
    return answer(failure.result, failure.init);
  }
  return redirectWithToast(POLICIES_PAGE, {
    title: "Success",
    description: `${POLICY_TITLES[kind]} saved and published.`,
  });
}
