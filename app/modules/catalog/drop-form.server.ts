// The owner's "Schedule a drop" form posted to its page action: several pieces put live at one
// minute of the studio's clock, then back to the product list with what was done.
import type { AppLoadContext } from "@remix-run/node";
import { ownerForm, readOwnerPost } from "~/modules/auth/owner-form.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { formatStudioTime } from "~/utils/studio-time";
import { scheduleDrop } from "./products.server";
import { dropFormSchema, dropMinute } from "./schema";

export async function submitDropForm(request: Request, context: AppLoadContext) {
  return ownerForm(await readOwnerPost(request, context), {
    schema: dropFormSchema,
    failure: "Failed to schedule the drop. Please try again.",
    act: async ({ ids, goesLiveAt, ...how }) => {
      const { studioTimeZone } = await getSiteSettings();
      const { at, note } = dropMinute(goesLiveAt, studioTimeZone);
      const count = await scheduleDrop(ids, { goesLiveAt: at, ...how });
      const pieces = `${count} ${count === 1 ? "piece goes" : "pieces go"}`;
      return {
        redirect: "/admin/products",
        toast: {
          title: "Drop scheduled",
          // A minute her clock shows twice: which of the two it is, said with the zone's name for each side.
          description: `${pieces} live ${formatStudioTime(at, studioTimeZone)}.${note ? ` ${note}` : ""}`,
        },
      };
    },
  });
}
