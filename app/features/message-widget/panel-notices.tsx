import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { OfficeHours } from "~/components/sections/office-hours";

/**
 * At the top of the conversation: 911 for an emergency, and when the office answers, read before
 * the visitor writes, so the "reply within 24 hours" promise does not meet a closed office by
 * surprise. It scrolls away with the conversation instead of taking room from it for good.
 */
export function PanelNotices() {
  return (
    <div className="mb-3 space-y-1 rounded-xl border border-accent-100 bg-accent-50 px-4 py-2.5 text-sm">
      <EmergencyNotice className="text-sm [&>svg]:size-4" />
      <OfficeHours className="text-xs" />
    </div>
  );
}
