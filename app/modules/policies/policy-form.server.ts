// The dashboard's save of one policy: its form names the policy as its intent and sends the text,
// checked by the policy schema; a saved policy is hers, and no longer asks to be reviewed.
import type { AppLoadContext } from "@remix-run/node";
import { done, ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { POLICY_TITLES } from "./kinds";
import { savePolicy } from "./policies.server";
import { policyFormSchema } from "./schema";

export const POLICIES_PAGE = "/admin/policies";

export async function handlePolicyAction(request: Request, context: AppLoadContext) {
  return ownerForm(await readOwnerPost(request, context), {
    schema: policyFormSchema,
    failure: "Failed to save the policy. Please try again.",
    act: async ({ intent: kind, body }) => {
      await savePolicy(kind, body);
      return done(POLICIES_PAGE, `${POLICY_TITLES[kind]} saved and published.`);
    },
  });
}
