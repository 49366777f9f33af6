// What a visitor without JavaScript sees when the database stays out of reach after a form post:
// the message, and what they wrote, ready to send again (decision 092).
import type { KeptSubmission as Kept } from "~/utils/page.server";
import { FIELD } from "~/components/ui/FormFields";

const LABELS: Record<string, string> = {
  name: "Name",
  customerName: "Your Name",
  email: "Email",
  customerEmail: "Email Address",
  message: "Message",
};

export function isKeptSubmission(data: unknown): data is Kept {
  return typeof data === "object" && data !== null && "fields" in data && "action" in data;
}

export function KeptSubmission({ kept }: { kept: Kept }) {
  const entries = Object.entries(kept.fields);
  return (
    <div className="mx-auto max-w-xl px-4 pb-16 pt-36">
      <h1 className="font-serif text-3xl">Not sent yet</h1>
      <p role="alert" className="mt-4 text-gray-700">
        {kept.message}
      </p>
      <form method="post" action={kept.action} className="mt-8 space-y-4">
        {entries.map(([name, value]) =>
          LABELS[name] ? (
            <label key={name} className="block text-sm">
              {LABELS[name]}
              {name === "message" ? (
                <textarea name={name} defaultValue={value} rows={6} className={FIELD} />
              ) : (
                <input name={name} defaultValue={value} className={FIELD} />
              )}
            </label>
          ) : (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <button type="submit" className="bg-ink px-6 py-3 text-sm uppercase tracking-widest text-cream">
          Send again
        </button>
      </form>
    </div>
  );
}
