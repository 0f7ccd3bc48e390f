import type { ComponentProps } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import "./incident-calendar.css";
import { EARLIEST_INCIDENT_DATE } from "~/contract/incident-date";

export type IncidentCalendarProps = {
  selected: Date | undefined;
  today: Date;
  onSelect: (date: Date) => void;
};

/**
 * One month at a time, with month and year menus so that an incident years ago is two choices
 * away; days before 1 January 1900 and after today cannot be chosen. Loaded only when the
 * visitor opens the date dialog, so it is not in the page's first-load JavaScript.
 */
export default function IncidentCalendar(props: IncidentCalendarProps) {
  return <IncidentCalendarView {...props} />;
}

/** The calendar in a given locale (month and day names, first day of the week); English by default. */
export function IncidentCalendarView({
  selected,
  today,
  onSelect,
  locale,
}: IncidentCalendarProps & { locale?: ComponentProps<typeof DayPicker>["locale"] }) {
  return (
    <DayPicker
      locale={locale}
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected ?? today}
      today={today}
      startMonth={EARLIEST_INCIDENT_DATE}
      endMonth={today}
      disabled={[{ before: EARLIEST_INCIDENT_DATE }, { after: today }]}
      captionLayout="dropdown"
      numberOfMonths={1}
      autoFocus
      className="incident-calendar text-ink-900"
    />
  );
}
