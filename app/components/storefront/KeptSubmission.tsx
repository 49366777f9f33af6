// What a visitor or the owner without JavaScript sees when the database stays out of reach after a
// form post: the message, and what they wrote, ready to send again (decision 092).
import type { KeptSubmission as Kept } from "~/utils/kept-submission";
import { Button } from "~/components/ui/Button";
import { Input, Textarea } from "~/components/ui/Input";

/** The fields shown to edit again, by name; the others go back as they came, hidden. */
const LABELS: Record<string, string> = {
  name: "Name",
  customerName: "Your Name",
  email: "Email",
  customerEmail: "Email Address",
  message: "Message",
  title: "Title",
  description: "Description",
  imageUrl: "Main image URL",
  imageUrl2: "Image 2 URL",
  imageUrl3: "Image 3 URL",
  value: "Value",
};
const LONG_TEXT = new Set(["message", "description", "value"]);

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
              {LONG_TEXT.has(name) ? (
                <Textarea name={name} defaultValue={value} rows={6} />
              ) : (
                <Input name={name} defaultValue={value} />
              )}
            </label>
          ) : (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <Button type="submit" size="lg">
          Send again
        </Button>
      </form>
    </div>
  );
}
