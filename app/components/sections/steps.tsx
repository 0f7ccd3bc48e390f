/** A numbered sequence, e.g. "What Happens Next?". The numbers come from the list itself. */
export function Steps({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-ink-100 bg-white p-7 shadow-card">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-brand-800 font-serif text-lg font-semibold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 font-serif text-xl font-semibold text-ink-900">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
