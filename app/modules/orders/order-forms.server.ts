// The Orders page's forms posted to its action, told apart by `intent` and naming their order by
// `id`: "Mark shipped", "Correct tracking" and "Refund". A refusal is shown on that order's form; a
// success is a toast.
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { readForm } from "~/utils/http.server";
import { formatPrice } from "~/utils/money";
import { failedSubmission, formAnswer } from "~/utils/page.server";
import { badRequest } from "~/utils/errors";
import { correctTracking, markShipped } from "./orders.server";
import { refundOrder } from "./refunds.server";
import { refundOrderSchema, shipOrderSchema } from "./schema";

export async function submitOrderForm(request: Request) {
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "ship":
      return submit(form, shipOrderSchema, "Failed to mark the order shipped.", async (value) => {
        await markShipped(value.id, value);
        return "Order marked as shipped.";
      });
    case "tracking":
      return submit(form, shipOrderSchema, "Failed to correct the tracking.", async (value) => {
        const { changed } = await correctTracking(value.id, value);
        return changed ? "Tracking corrected." : "Nothing to correct: the tracking is as it was.";
      });
    case "refund":
      return submit(form, refundOrderSchema, "Failed to refund the order.", async (value) => {
        const { order, refund, restocked } = await refundOrder({
          ...value,
          orderId: value.id,
          seenRefunded: value.refunded,
        });
        return `Refunded ${formatPrice(refund.amount)} to ${order.buyerName || order.buyerEmail}.${restocked ? " The piece is back on sale." : ""}`;
      });
    default:
      throw badRequest("Unknown action.");
  }
}

/** Parses the form, runs `act` with its value, and answers with a toast, or the refusal on the form. */
async function submit<Schema extends z.ZodTypeAny>(
  form: FormData,
  schema: Schema,
  fallback: string,
  act: (value: z.output<Schema>) => Promise<string>,
) {
  const answer = formAnswer(form);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return answer(submission.reply(), { status: 400 });
  try {
    const description = await act(submission.value);
    return redirectWithToast("/admin/orders", { title: "Success", description });
  } catch (error) {
    const { result, init } = failedSubmission(submission, error, fallback);
    return answer(result, init);
  }
}
