import type { DeliveryState } from "../../server/office/inbox";
import { isoTime, officeTime } from "./format";

/** A delivery state in words, with its colour only as a second cue. */
export function DeliveryTag({ delivery }: { delivery: DeliveryState }) {
  switch (delivery.state) {
    case "delivered":
      return (
        <span className="office-tag office-tag-ok">
          Emailed
          {delivery.at != null ? (
            <>
              {" "}
              <time dateTime={isoTime(delivery.at)}>{officeTime(delivery.at)}</time>
            </>
          ) : null}
        </span>
      );
    case "pending":
      return (
        <span className="office-tag office-tag-wait">
          {delivery.attempts > 0 ? (
            <>
              Email failing: {delivery.attempts} attempt{delivery.attempts === 1 ? "" : "s"}
              {delivery.lastError ? `, last error ${delivery.lastError}` : ""}; next try{" "}
              <time dateTime={isoTime(delivery.nextAttemptAt)}>{officeTime(delivery.nextAttemptAt)}</time>
            </>
          ) : (
            "Email pending"
          )}
        </span>
      );
    case "failed":
      return (
        <span className="office-tag office-tag-bad">
          Email given up after {delivery.attempts} attempts{delivery.lastError ? ` (${delivery.lastError})` : ""}
        </span>
      );
    default:
      return <span className="office-tag office-tag-plain">Spam: not emailed</span>;
  }
}

export function HandledTag({ handledAt }: { handledAt: number | null }) {
  return handledAt != null ? (
    <span className="office-tag office-tag-ok">
      Handled <time dateTime={isoTime(handledAt)}>{officeTime(handledAt)}</time>
    </span>
  ) : (
    <span className="office-tag office-tag-plain">Open</span>
  );
}
