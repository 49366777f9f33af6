// The small forms repeated in every row of a long list (a piece's Move up, Hide, Mark sold...):
// plain <form> elements that the owner's page submits through the router with one submit handler
// (useListForms), as Remix's <Form> would. Each <Form> resolves its action through the router's
// hooks as the page renders, about 45 µs of the server's CPU, two hundred of them on a page of 40
// pieces (decision 366). Without JavaScript they are forms like any other.
import { useFormAction, useSubmit } from "@remix-run/react";
import {
  createContext,
  useContext,
  useEffect,
  type FormHTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";

/** The attribute that marks a ListForm, for the page's submit handler and SubmitButton. */
export const LIST_FORM = "data-list-form";

/** The page's own action, as `<Form method="post">` without an action posts to: resolved once. */
const PageAction = createContext<string | null>(null);

export function ListFormAction({ children }: { children: ReactNode }) {
  return <PageAction.Provider value={useFormAction()}>{children}</PageAction.Provider>;
}

type ListFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method">;

/** A POST to the page's action, as `<Form method="post">`; inside ListFormAction (AdminPage). */
export function ListForm(props: ListFormProps) {
  const action = useContext(PageAction);
  if (action === null) throw new Error("A ListForm needs a ListFormAction around it");
  return <form method="post" action={action} data-list-form="" {...props} />;
}

/** Submits the ListForms inside `around` through the router, as `<Form>` does its own. */
export function useListForms(around: RefObject<HTMLElement | null>) {
  const submit = useSubmit();
  useEffect(() => {
    const element = around.current;
    if (!element) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute(LIST_FORM))
        return;
      event.preventDefault();
      // The button pressed, as <Form> passes it: its name and value are sent too.
      submit((event.submitter as HTMLButtonElement | null) ?? form, { method: "post" });
    };
    element.addEventListener("submit", onSubmit);
    return () => element.removeEventListener("submit", onSubmit);
  }, [around, submit]);
}
