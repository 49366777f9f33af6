// The reply meant for one of a page's forms: `replyFor("rename", id)` is that row's rename form's
// Conform result, undefined for every other form on the page.
import { useActionData } from "@remix-run/react";
import { isFormAnswer } from "~/utils/form-answer";

export function useFormAnswer() {
  const answer = useActionData<unknown>();
  return (intent: string, id?: number) =>
    isFormAnswer(answer) && answer.intent === intent && (id === undefined || answer.id === id)
      ? answer.result
      : undefined;
}
