// The owner's "Schedule a drop" form posted to its page action: several pieces put live at one
// minute of the studio's clock, then back to the product list with what was done.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { getSiteSettings } from "~/modules/site/settings.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { readForm } from "~/utils/http.server";
import { replyWithFailure } from "~/utils/page.server";
import { scheduleDrop } from "./products.server";
import { dropFormSchema, dropMinute } from "./schema";
import { formatStudioTime } from "~/utils/studio-time";

export async function submitDropForm(request: Request) {
  const submission = parseWithZod(await readForm(request), { schema: dropFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { ids, goesLiveAt, ...how } = submission.value;
  const { studioTimeZone } = await getSiteSettings();
  let count: number;
  let at: Date;
  let note: string | undefined;
  try {
    ({ at, note } = dropMinute(goesLiveAt, studioTimeZone));
    count = await scheduleDrop(ids, { goesLiveAt: at, ...how });
  } catch (error) {
    return replyWithFailure(submission, error, "Failed to schedule the drop. Please try again.");
  }
  return redirectWithToast("/admin/products", {
    title: "Drop scheduled",
    // A minute her clock shows twice: which of the two it is, said with the zone's name for each side.
    description: `${count} ${count === 1 ? "piece goes" : "pieces go"} live ${formatStudioTime(at, studioTimeZone)}.${note ? ` ${note}` : ""}`,
  });
}
