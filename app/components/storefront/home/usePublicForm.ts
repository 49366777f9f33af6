// The state of a home-page form that posts to the index action: a fetcher with JavaScript, the
// page's action data without it; and the toasts of product §8 for its outcome.
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "~/components/ui/Toaster";
import type { Toast } from "~/modules/toast/schema";
import type { PublicFormResult } from "~/modules/security/public-form";

export function usePublicForm(
  intent: string,
  toasts: { sent: Toast; failed: (result: PublicFormResult) => Toast | null },
) {
  const fetcher = useFetcher<PublicFormResult>({ key: intent });
  const actionData = useActionData<PublicFormResult>();
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const toast = useToast();
  const { sent, failed } = toasts;

  useEffect(() => {
    if (!fetcher.data) return;
    const shown = fetcher.data.sent ? sent : failed(fetcher.data);
    if (shown) toast(shown);
    // Only a new answer shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  return { fetcher, result, pending: fetcher.state !== "idle" };
}
