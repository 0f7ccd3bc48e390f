import { Icon, type IconProps } from "~/components/icon";
import { useSiteText } from "~/lib/site-text";

/**
 * "If you are in danger or need medical care, call 911." Wherever a visitor reaches out to the
 * office, before any promise about when the office will answer. 911 is not a link: a stray tap
 * on a phone must not dial it.
 */
export function EmergencyNotice({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  const { emergencyNotice } = useSiteText();
  return (
    <p
      className={`flex items-start gap-2 font-semibold ${tone === "light" ? "text-white" : "text-ink-900"} ${className}`}
    >
      <AlertIcon className={`mt-0.5 size-5 shrink-0 ${tone === "light" ? "text-accent-300" : "text-danger-700"}`} />
      <span>{emergencyNotice}</span>
    </p>
  );
}

function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6" />
      <path d="M12 17h.01" />
    </Icon>
  );
}
