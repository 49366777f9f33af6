// After an add on an owner's list (`?added={id}`, addedRowUrl): the new row is marked so she sees
// which it is, and the add form starts empty again. With JavaScript, Remix keeps the page's
// elements through the redirect, and with them the file and the texts she sent: a second tap on
// the button would add the same thing twice. The form is remounted instead, by a key that changes
// only when an add has succeeded; a refused add keeps what she typed (the key stays).
import { useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Badge } from "~/components/ui/Badge";
import { ADDED_PARAM } from "~/modules/ordering/schema";

/** The row the last add made, if the address names one, and the key of the page's add form. */
export function useJustAdded() {
  const [params] = useSearchParams();
  const added = Number(params.get(ADDED_PARAM)) || undefined;
  // Kept once the address no longer names the row (a Move, Edit or Delete of another row): the
  // add form keeps what she has typed since.
  const [addFormKey, setAddFormKey] = useState(added ?? 0);
  if (added !== undefined && added !== addFormKey) setAddFormKey(added);
  return { added, addFormKey };
}

/** The mark of the row just added: a ring around it. */
export const JUST_ADDED_RING = "ring-2 ring-gold ring-offset-2";

/** The row's words for it, on a line of their own at the top of the row (a wrapping flex row). */
export function JustAddedNote() {
  return (
    <p className="basis-full">
      <Badge tone="gold" size="sm" className="font-semibold uppercase tracking-widest">
        Just added
      </Badge>
    </p>
  );
}
