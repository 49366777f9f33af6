// The links that open and close one editor in place on a page of several (a policy, a setting): the
// open editor is named in the address (?edit=), so they work without JavaScript, and the page keeps
// its scroll, so the row stays where she was looking.
import { ButtonLink } from "~/components/ui/Button";

/** Opens the editor of `edit` (a policy's kind, a setting's key); `name` says what it edits. */
export function EditLink({ edit, name, className }: { edit: string; name: string; className?: string }) {
  return (
    <ButtonLink
      to={`?edit=${edit}`}
      preventScrollReset
      aria-label={`Edit ${name}`}
      variant="subtle"
      size="sm"
      className={className}
    >
      Edit
    </ButtonLink>
  );
}

/** Closes the editor, back to the stored value; the unsaved-changes guard lets it go without asking. */
export function CancelEdit() {
  return (
    <ButtonLink to="." preventScrollReset variant="outline" data-cancel>
      Cancel
    </ButtonLink>
  );
}
