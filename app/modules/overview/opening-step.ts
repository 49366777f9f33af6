// One line of the overview's "Before your shop opens", shared by its reader and the component.
export interface OpeningStep {
  title: string;
  done: boolean;
  /** What is still missing, in her words. */
  missing: string;
  /** The page where she gives it; none when it is set on the server (payments). */
  page?: { to: string; name: string };
}
