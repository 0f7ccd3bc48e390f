import { PhoneIcon } from "~/components/icons";
import { firm, telHref } from "~/content/firm";
import { ButtonAnchor, type ButtonVariant } from "./button";

/** "Call (707) 555-…": the office's phone as a tel: button, the quickest way to reach it. */
export function CallButton({ label, variant = "accent" }: { label: string; variant?: ButtonVariant }) {
  return (
    <ButtonAnchor href={telHref()} variant={variant}>
      <PhoneIcon className="size-5" />
      {label} {firm.phone.display}
    </ButtonAnchor>
  );
}
