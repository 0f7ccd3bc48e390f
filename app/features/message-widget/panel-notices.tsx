import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { OfficeHours } from "~/components/sections/office-hours";

/**
 * Under the panel's title: 911 for an emergency, and when the office answers, before the
 * visitor writes, so the "reply within 24 hours" promise does not meet a closed office by surprise.
 */
export function PanelNotices() {
  return (
    <div className="space-y-1 border-b border-ink-100 bg-accent-50 px-5 py-2.5 text-sm">
      <EmergencyNotice className="text-sm [&>svg]:size-4" />
      <OfficeHours className="text-xs" />
    </div>
  );
}
