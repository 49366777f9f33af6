// The Subscribers page's two list-wide forms: "Ask them to confirm" for the addresses from before
// double opt-in, and the CSV export with the status it holds. Plain forms: no JavaScript needed.
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { ChoiceSelect } from "~/components/ui/ChoiceSelect";
import type { SubscriberExport } from "~/modules/newsletter/schema";
import { plural } from "~/utils/words";

/** Shown while some waiting address was never sent a confirmation; each is asked once, ever. */
export function AskToConfirm({ neverAsked }: { neverAsked: number }) {
  if (neverAsked === 0) return null;
  return (
    <Card as={Form} method="post" padding="sm" className="mt-6">
      <input type="hidden" name="intent" value="ask-to-confirm" />
      <p className="text-sm">
        {plural(neverAsked, "subscriber")} signed up before the shop asked for a confirmation by mail and{" "}
        {neverAsked === 1 ? "was" : "were"} never asked: announcements reach nobody who has not confirmed.
        Each gets one mail with a link to confirm, once.
      </p>
      <SubmitButton className="mt-3" pendingLabel="Asking…">
        Ask them to confirm
      </SubmitButton>
    </Card>
  );
}

const EXPORTS = {
  confirmed: "Confirmed (who announcements reach)",
  waiting: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
  all: "Everyone",
} satisfies Record<SubscriberExport, string>;

/** A GET to the CSV route: the browser downloads the file, with or without JavaScript. */
export function SubscriberExportForm() {
  return (
    <Form
      method="get"
      action="/admin/subscribers/csv"
      reloadDocument
      className="flex flex-wrap items-end gap-2"
    >
      <ChoiceSelect label="Export" name="status" defaultValue="confirmed" choices={EXPORTS} />
      <Button type="submit" variant="outline">
        Export CSV
      </Button>
    </Form>
  );
}
