// The Orders page's "Mark shipped" form posted to its action: the order, optional carrier and
// tracking number; a refusal is shown on that order's form.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { readForm } from "~/utils/http.server";
import { replyWithFailure } from "~/utils/page.server";
import { markShipped } from "./orders.server";
import { shipOrderSchema } from "./schema";

export async function submitShipForm(request: Request) {
  const form = await readForm(request);
  const orderId = Number(form.get("orderId"));
  const submission = parseWithZod(form, { schema: shipOrderSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), orderId }, { status: 400 });
  const { carrier, trackingNumber } = submission.value;
  try {
    await markShipped(submission.value.orderId, { carrier, trackingNumber });
    return redirectWithToast("/admin/orders", { title: "Success", description: "Order marked as shipped." });
  } catch (error) {
    const failed = replyWithFailure(submission, error, "Failed to mark the order shipped.");
    return data({ ...failed.data, orderId }, failed.init ?? undefined);
  }
}
