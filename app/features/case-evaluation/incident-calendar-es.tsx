import { es } from "react-day-picker/locale";
import { IncidentCalendarView, type IncidentCalendarProps } from "./incident-calendar";

/**
 * Spanish month and day names, with the week starting on Sunday as on US and Mexican calendars
 * (the `es` locale is Spain's, where it starts on Monday).
 */
const spanishCalendarLocale = { ...es, options: { ...es.options, weekStartsOn: 0 } } as const;

/** The Spanish form's calendar, loaded only on the Spanish pages. */
export default function IncidentCalendarSpanish(props: IncidentCalendarProps) {
  return <IncidentCalendarView {...props} locale={spanishCalendarLocale} />;
}
