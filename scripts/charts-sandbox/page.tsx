import { GroupedBarChart, LineChart, periodChange, StackedBarChart, type BarSeries } from "../../app/office/charts";
import * as sample from "./sample-data";

const percentOf = (ratio: number) => `${Math.round(Math.abs(ratio) * 100)}%`;

/** How the dashboard might word a week's change: the helper computes, the caller words. */
function weekHeadline(series: BarSeries[], from: (label: string) => string) {
  const last = sample.weeks.length - 1;
  const change = periodChange(series, last - 1, last);
  const week = sample.weeks[last]?.label.replace("Week of ", "the week of ") ?? "";
  if (change.ratio === null || change.delta === 0) return `${change.to} requests in ${week}.`;
  const verb = change.delta > 0 ? "rose" : "fell";
  const mostly =
    change.contributor && change.contributor.share > 0.5 ? `, mostly ${from(change.contributor.label)}` : "";
  return `Requests ${verb} ${percentOf(change.ratio)} in ${week}${mostly}.`;
}

/** The sandbox: every chart with sample figures, and the cases a dashboard meets (nothing yet, one period). */
export function SandboxPage() {
  return (
    <div className="office-body">
      <header className="office-bar">
        <div className="office-bar-inner">
          <p className="office-brand">
            Avery Civil Rights Law <span>· Office (private)</span>
          </p>
        </div>
      </header>
      <main id="office-main" className="office-main">
        <h1>Charts (sample figures)</h1>
        <h2>Requests per week</h2>
        <StackedBarChart
          title="Requests per week, by source"
          headline={weekHeadline(sample.bySource, (label) => `through the ${label.toLowerCase()}`)}
          periods={sample.weeks}
          series={sample.bySource}
          periodLabel="Week starting"
          valueLabel="Requests"
        />
        <StackedBarChart
          title="Requests per week, by edition"
          headline={weekHeadline(sample.byEdition, (label) => `from the ${label} edition`)}
          periods={sample.weeks}
          series={sample.byEdition}
          periodLabel="Week starting"
          valueLabel="Requests"
        />
        <h2>Outcomes</h2>
        <StackedBarChart
          title="Outcomes of requests, per month"
          headline="Spam fell by half after March; retained cases held steady at about six a month."
          periods={sample.months}
          series={sample.outcomes}
          periodLabel="Month received"
          valueLabel="Requests"
        />
        <h2>How people heard of the firm</h2>
        <GroupedBarChart
          title="How people heard of the firm, per quarter"
          headline="Search brought the most requests every quarter; social media grew by half in the third."
          categories={sample.channels}
          series={sample.quarters}
          categoryLabel="How they heard of us"
          valueLabel="Requests"
        />
        <h2>How fast the office answers</h2>
        <LineChart
          title="Time to first contact, per month"
          headline="The office now answers in under seven hours, and nine in ten within one business day."
          periods={sample.months}
          periodLabel="Month received"
          measures={[
            { label: "Median hours to first contact", series: sample.medianHours, format: (value) => `${value} h` },
            {
              label: "Contacted within one business day",
              series: sample.withinOneDay,
              format: (value) => `${value}%`,
              max: 100,
            },
          ]}
        />
        <LineChart
          title="Median hours to first contact, by edition"
          headline="Spanish requests wait longer, but the gap has closed to two hours."
          periods={sample.months}
          periodLabel="Month received"
          measures={[
            { label: "Median hours to first contact", series: sample.byEditionHours, format: (value) => `${value} h` },
          ]}
        />
        <h2>Edge cases</h2>
        <StackedBarChart
          title="Requests per week, by source (a new range)"
          headline="No requests in this range yet."
          periods={sample.weeks.slice(0, 4)}
          series={sample.bySource.map((series) => ({ ...series, values: [0, 0, 0, 0] }))}
          periodLabel="Week starting"
          valueLabel="Requests"
        />
        <StackedBarChart
          title="Requests this week, by source"
          headline="Nine requests so far this week."
          periods={sample.weeks.slice(-1)}
          series={[
            { label: "Case form", values: [6] },
            { label: "Message widget", values: [3] },
          ]}
          periodLabel="Week starting"
          valueLabel="Requests"
        />
        <LineChart
          title="Median hours to first contact, this month"
          headline="One month of figures so far: a median of 6.5 hours."
          periods={sample.months.slice(-1)}
          periodLabel="Month received"
          measures={[{ label: "Median hours to first contact", series: [{ label: "Median", values: [6.5] }] }]}
        />
      </main>
    </div>
  );
}
