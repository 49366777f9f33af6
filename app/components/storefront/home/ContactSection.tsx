// Contact (anchor 'contact', product §2): the form, the studio's address, appointment line and phone
// (as the owner set them in Brand Settings; a cleared line is left out).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useEffect, useRef, useState } from "react";
import { CONTACT_SUBJECTS, contactSchema, SUBMISSION_KEY_FIELD } from "~/modules/messages/schema";
import { Field, FormError, Honeypot, SelectField, TextareaField } from "~/components/ui/FormFields";
import { ContactPhotos } from "./ContactPhotos";
import { usePublicForm } from "./usePublicForm";
import { Button, buttonClass } from "~/components/ui/Button";

export interface Studio {
  address: string;
  hours: string;
  phone: string;
}

/** `submissionKey` goes in a hidden field, so a re-posted message is recognised (decision 092). */
export function ContactSection({ submissionKey, studio }: { submissionKey: string; studio: Studio }) {
  const { fetcher, result, pending } = usePublicForm("contact", {
    sent: { title: "Message sent", description: "Thank you for your message. We'll get back to you soon." },
    failed: (answer) =>
      answer.status
        ? { title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" }
        : null,
  });
  const [writingAnother, setWritingAnother] = useState<unknown>(null);
  const thanked = result?.sent && writingAnother !== result;
  // The thank-you is shorter than the form it replaces: bring it into view where the form's top was.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (thanked) thanks.current?.scrollIntoView({ block: "nearest" });
  }, [thanked]);

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: result?.sent ? undefined : result?.result,
    constraint: getZodConstraint(contactSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onBlur",
    // Errors clear as the visitor types, not on the next blur (which would shift the layout
    // under the pointer between mousedown and click).
    shouldRevalidate: "onInput",
  });

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-6 md:grid-cols-3">
        <div>
          <h2 id="contact-title" className="font-serif text-4xl tracking-widest">
            CONTACT
          </h2>
          <p className="mt-6 text-gray-700">
            Questions about a piece, a commission, or a bag you would like reworked? Write to the studio.
          </p>
          <address className="mt-8 space-y-2 not-italic text-gray-700">
            {studio.address ? <p>{studio.address}</p> : null}
            {studio.hours ? <p>{studio.hours}</p> : null}
            {studio.phone ? (
              <p>
                <a href={`tel:${studio.phone.replace(/[^\d+]/g, "")}`} className="hover:text-gold">
                  {studio.phone}
                </a>
              </p>
            ) : null}
          </address>
        </div>
        <div className="md:col-span-2">
          {thanked ? (
            <div ref={thanks} role="status" className="scroll-mt-32 border border-sand p-8 text-center">
              <h3 className="font-serif text-3xl">Thank You!</h3>
              <p className="mt-3 text-gray-700">
                Thank you for your message. We&apos;ll get back to you soon.
              </p>
              <a
                href="/#contact"
                onClick={(event) => {
                  event.preventDefault();
                  setWritingAnother(result);
                }}
                className={buttonClass({ variant: "outline", className: "mt-6" })}
              >
                Send Another Message
              </a>
            </div>
          ) : (
            <fetcher.Form
              method="post"
              // Without JavaScript the answer is a new page: the fragment brings the visitor back
              // here to read it, not to the top of a very long page.
              action="/?index#contact"
              encType="multipart/form-data"
              {...getFormProps(form)}
              className="grid gap-5 sm:grid-cols-2"
            >
              <input type="hidden" name="intent" value="contact" />
              <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
              <Honeypot />
              <Field meta={fields.name} label="Name" inputProps={{ autoComplete: "name" }} />
              <Field meta={fields.email} label="Email" type="email" inputProps={{ autoComplete: "email" }} />
              <SelectField meta={fields.subject} label="Subject" className="sm:col-span-2">
                <option value="">Select a subject</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
                  </option>
                ))}
              </SelectField>
              <TextareaField
                meta={fields.message}
                label="Message"
                className="sm:col-span-2"
                textareaProps={{ rows: 6 }}
              />
              <ContactPhotos />
              <FormError form={form} className="sm:col-span-2" />
              <div className="sm:col-span-2">
                <Button type="submit" disabled={pending} variant="brand" size="lg">
                  {pending ? "Sending..." : "Send Message"}
                </Button>
              </div>
            </fetcher.Form>
          )}
        </div>
      </div>
    </section>
  );
}
