import type { DashboardRange } from "../../../server/office/dashboard";
import { dayFormat } from "../format";
import { dashboardCopy as copy } from "./copy";

const monthName = (month: string) => dayFormat(`${month}-01`, { month: "long", year: "numeric" });

function MonthSelect({ id, name, value, months }: { id: string; name: string; value: string; months: string[] }) {
  return (
    <select className="office-input" id={id} name={name} defaultValue={value}>
      {months.map((month) => (
        <option key={month} value={month}>
          {monthName(month)}
        </option>
      ))}
    </select>
  );
}

/** The range of months the dashboard covers: a plain GET form, no script. */
export function MonthPicker({ range, months }: { range: DashboardRange; months: string[] }) {
  return (
    <form method="get" action="/office/dashboard" className="office-filters office-month-picker">
      <fieldset>
        <legend className="office-label">{copy.rangeLabel}</legend>
        <label htmlFor="dashboard-from">{copy.from}</label>{" "}
        <MonthSelect id="dashboard-from" name="from" value={range.from} months={months} />{" "}
        <label htmlFor="dashboard-to">{copy.to}</label>{" "}
        <MonthSelect id="dashboard-to" name="to" value={range.to} months={months} />{" "}
        <button className="office-button" type="submit">
          {copy.show}
        </button>
      </fieldset>
    </form>
  );
}
