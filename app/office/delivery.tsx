import type { DeliveryState } from "../../server/office/request-facts";
import { deliveryWords } from "./words";

/**
 * A delivery's state as a tag: words first, colour only repeating them. "office" names the
 * office's notification ("Office notified"), "visitor" a reply ("Delivered"). The error's code
 * stays beside the plain words, for whoever fixes the mail settings.
 */
export function DeliveryTag({ delivery, subject }: { delivery: DeliveryState; subject: "office" | "visitor" }) {
  const { label, tone, detail, code } = deliveryWords(delivery, subject);
  return (
    <span className="office-delivery">
      <span className={`office-tag office-tag-${tone}`}>{label}</span>
      {detail ? <span className="office-muted"> {detail}</span> : null}
      {code ? (
        <>
          {" "}
          <code className="office-code">{code}</code>
        </>
      ) : null}
    </span>
  );
}
