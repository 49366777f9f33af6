// A submit button that shows its form is being sent: disabled and aria-busy meanwhile, with an
// optional pending label. Many small forms share one page action (a row's Delete, Move up...), so
// only the button whose form's hidden fields match the submission shows it; in a list row's shared
// form (ListForm: Up and Down, the flags) its own name and value must match too.
import { useNavigation } from "@remix-run/react";
import { useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { buttonClass, type ButtonStyle } from "./Button";
import { LIST_FORM } from "./ListForm";

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className">, ButtonStyle {
  pendingLabel?: ReactNode;
}

export function SubmitButton({
  pendingLabel,
  children,
  disabled,
  variant,
  size,
  className,
  ...props
}: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && sentByButton(ref.current, navigation.formData);
  return (
    <button
      ref={ref}
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, className })}
      {...props}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

function sentByButton(button: HTMLButtonElement | null, sent: FormData | undefined) {
  const form = button?.form;
  if (!form || !sent) return false;
  if (form.hasAttribute(LIST_FORM) && button.name && sent.get(button.name) !== button.value) return false;
  const hidden = form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]');
  return [...hidden].every((input) => sent.get(input.name) === input.value);
}
