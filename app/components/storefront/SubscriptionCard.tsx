// The page a newsletter mail's link opens (confirm, unsubscribe): what the link does, one button
// that does it (a plain form post, so it works without JavaScript), then what was done.
import { Form } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { SubmitButton } from "~/components/ui/SubmitButton";

export function SubscriptionCard({
  heading,
  text,
  token,
  button,
}: {
  heading: string;
  text: string;
  token: string;
  /** The button's label, or none once it has been pressed. */
  button?: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-6 pb-24 pt-36 text-center">
      <h1 className="font-serif text-3xl tracking-widest">{heading}</h1>
      <p role={button ? undefined : "status"} className="mt-6 text-gray-700">
        {text}
      </p>
      {button ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          <SubmitButton variant="brand" size="lg">
            {button}
          </SubmitButton>
        </Form>
      ) : (
        <ButtonLink to="/" variant="ghost" size="text" className="mt-8 underline">
          Back to Home
        </ButtonLink>
      )}
    </section>
  );
}
