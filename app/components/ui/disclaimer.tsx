import { useSiteText } from "~/lib/site-text";

/** The rule 7.1 note that goes with past results and testimonials. */
export function ResultsDisclaimer({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  const { resultsDisclaimer } = useSiteText();
  return (
    <p className={`text-sm leading-relaxed ${tone === "light" ? "text-brand-100" : "text-ink-600"} ${className}`}>
      {resultsDisclaimer}
    </p>
  );
}
