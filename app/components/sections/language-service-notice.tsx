import { Icon, type IconProps } from "~/components/icon";
import { useSiteText } from "~/lib/site-text";

/**
 * Who at the office speaks the page's language, where a visitor reaches out (the home hero, the
 * contact page, the form's notices, the footer's phone): on the Spanish pages, whom to ask for
 * in Spanish, or that nobody at the office speaks it. In a form (`inForm`) it adds in which
 * language the office will answer. Nothing in an edition without such a line (English).
 */
export function LanguageServiceNotice({
  tone = "dark",
  as: Tag = "p",
  inForm = false,
  className = "",
}: {
  tone?: "dark" | "light" | "muted";
  as?: "p" | "li";
  inForm?: boolean;
  className?: string;
}) {
  const { languageService } = useSiteText();
  if (!languageService) return null;
  const text = { dark: "text-ink-700", light: "text-brand-50", muted: "text-ink-300" }[tone];
  const label = { dark: "text-ink-900", light: "text-white", muted: "text-ink-100" }[tone];
  const icon = { dark: "text-brand-700", light: "text-accent-300", muted: "text-accent-400" }[tone];
  return (
    <Tag className={`flex items-start gap-2 text-sm leading-relaxed ${text} ${className}`}>
      <SpeechIcon className={`mt-0.5 size-4 shrink-0 ${icon}`} />
      <span>
        <span className={`font-semibold ${label}`}>{languageService.label}</span> {languageService.text}
        {inForm && languageService.formReply ? ` ${languageService.formReply}` : null}
      </span>
    </Tag>
  );
}

function SpeechIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </Icon>
  );
}
