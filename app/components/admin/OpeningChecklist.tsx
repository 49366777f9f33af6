// The overview's "Before your shop opens": each thing a shop needs, ticked once she has given it,
// with what is still missing and where to give it. Gone once everything is there.
import { Link } from "@remix-run/react";
import type { OpeningStep } from "~/modules/overview/opening-step";

export function OpeningChecklist({ steps }: { steps: OpeningStep[] }) {
  const left = steps.filter((step) => !step.done).length;
  if (left === 0) return null;
  return (
    <section aria-labelledby="opening-title" className="mt-6 border border-gold bg-gold/10 p-4 text-sm">
      <h2 id="opening-title" className="font-serif text-lg">
        Before your shop opens: {left} of {steps.length} still to do
      </h2>
      <ul className="mt-3 space-y-3">
        {steps.map((step) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className={step.done ? "text-green-800" : "text-red-800"}>
              {step.done ? "✓" : "○"}
            </span>
            <div>
              <p>
                <strong>{step.title}</strong>
                <span className="sr-only">{step.done ? ": done" : ": missing"}</span>
              </p>
              {step.done ? null : (
                <p className="text-gray-700">
                  {step.missing}{" "}
                  {step.page ? (
                    <Link to={step.page.to} className="inline-flex min-h-11 items-center underline">
                      Open {step.page.name}
                    </Link>
                  ) : null}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
