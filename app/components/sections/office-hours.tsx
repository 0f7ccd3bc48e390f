import { ClockIcon } from "~/components/icons";
import { useSiteText } from "~/lib/site-text";

/**
 * The office's hours and what to do when it is closed, next to a phone link: so a call at
 * night, or the "within 24 hours" promise, does not meet a silent office by surprise.
 */
export function OfficeHours({
  tone = "dark",
  className = "",
}: {
  tone?: "dark" | "light" | "muted";
  className?: string;
}) {
  const { officeHoursLabel, firmText } = useSiteText();
  const text = { dark: "text-ink-700", light: "text-brand-100", muted: "text-ink-300" }[tone];
  const icon = { dark: "text-brand-700", light: "text-accent-300", muted: "text-accent-400" }[tone];
  return (
    <p className={`flex items-start gap-2 text-sm leading-relaxed ${text} ${className}`}>
      <ClockIcon className={`mt-0.5 size-4 shrink-0 ${icon}`} />
      <span>
        <span className="font-semibold">{officeHoursLabel}</span> {firmText.hours}
        {/* "5:00 p. m." ends in a period already. */}
        {firmText.hours.endsWith(".") ? " " : ". "}
        {firmText.afterHours}
      </span>
    </p>
  );
}
