import { es } from "react-day-picker/locale";
import { IncidentCalendarView, type IncidentCalendarProps } from "./incident-calendar";

/** The Spanish form's calendar: Spanish month and day names, loaded only on the Spanish pages. */
export default function IncidentCalendarSpanish(props: IncidentCalendarProps) {
  return <IncidentCalendarView {...props} locale={es} />;
}
