import { CheckIcon } from "~/components/icons";
import { CallButton } from "~/components/ui/call-button";
import { ButtonAnchor } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { EmergencyNotice } from "./emergency-notice";
import { FirstGuideLink } from "./first-guide-link";
import { LanguageServiceNotice } from "./language-service-notice";
import { OfficeHours } from "./office-hours";
import type { homeCopy } from "~/content/home";
import type { ContentImage } from "~/content/images";
import type { Translation } from "~/content/translation";
import { useSiteText } from "~/lib/site-text";

/** The home page's opening: the courthouse at dusk behind the promise and the two ways to reach us. */
export function HomeHero({ hero, image }: { hero: Translation<typeof homeCopy.hero>; image: ContentImage }) {
  const { consultationAction } = useSiteText();
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <Picture
        image={image}
        priority
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover object-[72%_center]"
      />
      {/* Keeps the text above AA contrast over every part of the artwork. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-950/80 lg:bg-transparent lg:bg-linear-to-r lg:from-brand-950 lg:via-brand-950/85 lg:to-brand-950/10"
      />
      {/* On a phone the first screen holds the actions, so little room above the eyebrow. */}
      <div className="container-page pt-8 pb-16 sm:py-28 lg:py-36">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 font-serif text-display font-semibold text-white">{hero.title}</h1>
          <p className="mt-6 text-lead text-brand-50">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CallButton label={hero.callLabel} />
            <ButtonAnchor href={consultationAction.href} variant="secondary" surface="dark">
              {hero.scheduleLabel}
            </ButtonAnchor>
          </div>
          <FirstGuideLink className="mt-3" />
          <EmergencyNotice tone="light" className="mt-5" />
          {/* On /es, whom to ask for in Spanish comes before the hours: it is what that caller needs first. */}
          <LanguageServiceNotice tone="light" className="mt-3" />
          <OfficeHours tone="light" className="mt-3" />
          <ul className="mt-10 grid gap-3 text-sm text-brand-50 sm:grid-cols-3 sm:gap-4">
            {hero.assurances.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
