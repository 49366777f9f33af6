// The creative process (product §2): a heading and three steps, each with an icon, title and description.
const ICONS = [
  "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z",
  "M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3",
  "M7 8V6a5 5 0 0110 0v2M5 8h14l-1 12H6L5 8z",
];

export interface ProcessStep {
  title: string;
  description: string;
}

export function ProcessSection({ title, steps }: { title: string; steps: ProcessStep[] }) {
  return (
    <section aria-labelledby="process-title" className="bg-white py-24">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="process-title" className="text-center font-serif text-4xl tracking-widest">
          {title}
        </h2>
        <ol className="mt-14 grid gap-10 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={i} className="text-center">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mx-auto h-10 w-10 text-gold"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <path d={ICONS[i % ICONS.length]} strokeLinejoin="round" />
              </svg>
              <h3 className="mt-4 font-serif text-xl tracking-wide">{step.title}</h3>
              <p className="mt-3 text-gray-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
