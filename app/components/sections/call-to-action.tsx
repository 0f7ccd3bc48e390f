import { CallButton } from "~/components/ui/call-button";
import { ButtonAnchor } from "~/components/ui/button";
import { useSiteText } from "~/lib/site-text";
import { OfficeHours } from "./office-hours";

/** The closing band of a page: "You've got one shot. Make it your best." and the two ways to act on it. */
export function CallToAction() {
  const { callToAction: callToActionCopy, consultationAction } = useSiteText();
  return (
    <section aria-labelledby="call-to-action" className="surface-navy">
      <div className="container-page section-y text-center">
        <h2 id="call-to-action" className="mx-auto max-w-3xl font-serif text-heading font-semibold text-white">
          {callToActionCopy.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-brand-100">{callToActionCopy.body}</p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <CallButton label={callToActionCopy.callLabel} />
          <ButtonAnchor href={consultationAction.href} variant="secondary" surface="dark">
            {callToActionCopy.scheduleLabel}
          </ButtonAnchor>
        </div>
        <OfficeHours tone="light" className="mx-auto mt-6 max-w-2xl justify-center text-left" />
      </div>
    </section>
  );
}
