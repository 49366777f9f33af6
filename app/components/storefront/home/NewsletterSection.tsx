// Newsletter sign-up (product §2), the last section of the home page.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useState } from "react";
import { newsletterSchema } from "~/modules/newsletter/schema";
import { Button } from "~/components/ui/Button";
import { Honeypot } from "~/components/ui/FormFields";
import { usePublicForm } from "./usePublicForm";

export function NewsletterSection() {
  const { fetcher, result, pending } = usePublicForm("newsletter", {
    sent: { title: "Subscribed!", description: "Thank you for subscribing to our newsletter." },
    failed: (answer) =>
      answer.status === 409
        ? {
            title: "Already subscribed",
            description: "This email is already subscribed to our newsletter.",
            variant: "destructive",
          }
        : answer.status
          ? { title: "Error", description: "Failed to subscribe. Please try again.", variant: "destructive" }
          : null,
  });
  const [subscribingAnother, setSubscribingAnother] = useState<unknown>(null);
  const thanked = result?.sent && subscribingAnother !== result;

  const [form, fields] = useForm({
    id: "newsletter-form",
    lastResult: result?.sent ? undefined : result?.result,
    constraint: getZodConstraint(newsletterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
    shouldValidate: "onSubmit",
  });

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-ink py-20 text-cream">
      <div className="mx-auto max-w-xl px-6 text-center">
        <h2 id="newsletter-title" className="font-serif text-3xl tracking-widest">
          STAY IN TOUCH
        </h2>
        {thanked ? (
          <div role="status" className="mt-6">
            <p>Thank you for subscribing to our newsletter.</p>
            <p className="mt-2 text-sm text-cream/80">
              We have sent you a mail: follow its link to confirm your subscription.
            </p>
            <a
              href="/#newsletter"
              onClick={(event) => {
                event.preventDefault();
                setSubscribingAnother(result);
              }}
              className="mt-4 inline-block text-sm underline underline-offset-4"
            >
              Subscribe with a different email
            </a>
          </div>
        ) : (
          <>
            <p className="mt-4 text-cream/80">New pieces are announced to subscribers first.</p>
            <fetcher.Form
              method="post"
              // Without JavaScript the answer is a new page, read here rather than at its top.
              action="/?index#newsletter"
              {...getFormProps(form)}
              className="mt-8 flex flex-col gap-3 sm:flex-row"
            >
              <input type="hidden" name="intent" value="newsletter" />
              <Honeypot />
              <label htmlFor={fields.email.id} className="sr-only">
                Email address
              </label>
              <input
                {...getInputProps(fields.email, { type: "email" })}
                placeholder="Your email address"
                autoComplete="email"
                className="flex-1 border border-cream/40 bg-transparent px-4 py-3 text-cream placeholder:text-cream/60"
              />
              {/* Not a SubmitButton: the fetcher's answer, not a navigation, says when it is sent. */}
              <Button type="submit" variant="inverse" disabled={pending}>
                {pending ? "Subscribing..." : "Subscribe"}
              </Button>
            </fetcher.Form>
            <p id={fields.email.errorId} role="alert" className="mt-2 text-sm text-red-300">
              {fields.email.errors?.[0] ?? form.errors?.[0]}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
