import { useCurrentPath } from "~/lib/current-path";
import { twinPath } from "~/lib/language";
import { useSiteText } from "~/lib/site-text";

/**
 * The same page in the other edition. Its label is in the language it leads to ("Español",
 * "English") and says so with `lang`; `hreflang` tells the browser and search engines too.
 * It never redirects by itself: the visitor chooses.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const pathname = useCurrentPath();
  const { languageSwitch } = useSiteText();
  const twin = twinPath(pathname);
  return (
    <a href={twin.path} lang={twin.language} hrefLang={twin.language} className={className}>
      <span className="sr-only" lang={twin.language === "es" ? "en" : "es"}>
        {languageSwitch.description}:{" "}
      </span>
      {languageSwitch.label}
    </a>
  );
}
