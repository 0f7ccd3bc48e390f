import { PhoneIcon } from "~/components/icons";
import { telHref } from "~/content/firm";
import { useSiteText } from "~/lib/site-text";
import { ButtonAnchor, type ButtonStyle } from "./button";

/**
 * "Call (707) 555-…": the office's phone as a tel: button, the quickest way to reach it. The
 * main action: brass on the navy heroes and bands, where it mostly sits; navy on light sections.
 */
export function CallButton({ label, surface = "dark" }: { label: string; surface?: ButtonStyle["surface"] }) {
  const { firm } = useSiteText();
  return (
    <ButtonAnchor href={telHref(firm.phone.e164)} surface={surface}>
      <PhoneIcon className="size-5" />
      {/* The number stays on one line, however narrow the phone ("(707) 555-" over "0142" reads wrong). */}
      <span>
        {label} <span className="whitespace-nowrap">{firm.phone.display}</span>
      </span>
    </ButtonAnchor>
  );
}
