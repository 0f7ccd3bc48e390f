import type { ReactNode } from "react";

/** The eyebrow, h2 and intro that open a section; `tone="light"` on navy. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "start",
  tone = "dark",
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "start" | "center";
  tone?: "dark" | "light";
  children?: ReactNode;
}) {
  const centered = align === "center";
  const light = tone === "light";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-[0.14em] uppercase ${light ? "text-accent-300" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 font-serif text-heading font-semibold ${light ? "text-white" : "text-ink-900"}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lead ${light ? "text-brand-100" : "text-ink-700"}`}>{intro}</p> : null}
      {children}
    </div>
  );
}
