import { resultsDisclaimer } from "~/content/shared";

/** The rule 7.1 note that goes with past results and testimonials. */
export function ResultsDisclaimer({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <p className={`text-sm leading-relaxed ${tone === "light" ? "text-brand-100" : "text-ink-600"} ${className}`}>
      {resultsDisclaimer}
    </p>
  );
}
