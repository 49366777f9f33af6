// The product page's 'Inquire About This Piece' control and its dialog (with JavaScript; without it
// the link opens /products/{id}/inquire). The form inside is loaded when the control comes into view.
import { Form, useFetcher } from "@remix-run/react";
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "~/components/ui/Button";
import { nearView } from "~/components/hydration/nearView";
import { useToast } from "~/components/ui/Toaster";
import type { PublicFormResult } from "~/modules/security/public-form";

const loadFields = () => import("./InquiryFields");
const InquiryFields = lazy(loadFields);

/** With JavaScript: the dialog, closed on success with the toasts of product §8. */
export function InquiryDialog({
  productId,
  productName,
  submissionKey,
}: {
  productId: number;
  productName: string;
  submissionKey: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const fetcher = useFetcher<PublicFormResult>();
  const toast = useToast();
  const data = fetcher.data;
  // A new key after each success gives the next inquiry an empty form.
  const [formKey, setFormKey] = useState(0);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!data) return;
    if (data.sent) {
      setFormKey((key) => key + 1);
      dialog.current?.close();
      toast({
        title: "Inquiry Sent!",
        description: "Thank you for your interest. I'll get back to you soon.",
      });
    } else if (data.message) {
      toast({ title: "Error", description: data.message, variant: "destructive" });
    }
  }, [data, toast]);

  // The form's code is fetched and run once the control is in view: a tap that came first would
  // wait for it (Conform and zod: 60-90 ms at 4x CPU slowdown against 40 ms when loaded before).
  useEffect(() => {
    const unmounted = new AbortController();
    void nearView(link.current, 0, unmounted.signal).then(loadFields);
    return () => unmounted.abort();
  }, []);

  return (
    <>
      <a
        ref={link}
        href={`/products/${productId}/inquire`}
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
          // The form renders after the open dialog is painted, in slices: the tap is answered at once.
          startTransition(() => setOpened(true));
        }}
        // Or as soon as the visitor shows interest, if that comes first.
        onPointerEnter={() => void loadFields()}
        onFocus={() => void loadFields()}
        className={buttonClass({ variant: "subtle", size: "lg", className: "w-full" })}
      >
        Inquire About This Piece
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={`inquiry-title-${productId}`}
        className="w-[calc(100%-2rem)] max-w-[525px] p-6 backdrop:bg-black/50"
      >
        <h2 id={`inquiry-title-${productId}`} className="mb-4 font-serif text-2xl">
          Inquire About: {productName}
        </h2>
        {opened ? (
          <Suspense fallback={<p className="text-gray-600">Loading...</p>}>
            <InquiryFields
              key={formKey}
              productId={productId}
              productName={productName}
              submissionKey={submissionKey}
              lastResult={data?.sent ? undefined : data?.result}
              pending={fetcher.state !== "idle"}
              FormComponent={fetcher.Form as unknown as typeof Form}
              actions={
                <Button variant="outline" onClick={() => dialog.current?.close()}>
                  Cancel
                </Button>
              }
            />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
