// Contact (anchor 'contact', product §2): the form, the studio's address, appointment line and phone
// (as the owner set them in Brand Settings; a cleared line is left out).
import { useEffect, useRef, useState } from "react";
import { ContactForm } from "./ContactForm";
import { usePublicForm } from "./usePublicForm";
import { buttonClass } from "~/components/ui/Button";
import { telHref, type StudioDetails } from "~/modules/site/studio";

/** `submissionKey` goes in a hidden field, so a re-posted message is recognised (decision 092). */
export function ContactSection({ submissionKey, studio }: { submissionKey: string; studio: StudioDetails }) {
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
            {studio.studioAddress ? <p>{studio.studioAddress}</p> : null}
            {studio.studioHours ? <p>{studio.studioHours}</p> : null}
            {studio.studioPhone ? (
              <p>
                <a href={telHref(studio.studioPhone)} className="hover:text-gold">
                  {studio.studioPhone}
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
            <ContactForm
              fetcher={fetcher}
              result={result?.sent ? undefined : result?.result}
              pending={pending}
              submissionKey={submissionKey}
            />
          )}
        </div>
      </div>
    </section>
  );
}
