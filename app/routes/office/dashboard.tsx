import type { Route } from "./+types/dashboard";
import { GroupedBarChart, LineChart, StackedBarChart } from "~/office/charts";
import chartsCss from "~/office/charts/charts.css?url";
import { queryOf, requireSession } from "~/office/context.server";
import { DashboardQuerySchema } from "~/office/page-schemas.server";
import { dashboardCharts } from "~/office/dashboard/charts-data.server";
import { dashboardCopy as copy } from "~/office/dashboard/copy";
import { MonthPicker } from "~/office/dashboard/month-picker";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: chartsCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const facts = await office.dashboard(session, queryOf(DashboardQuerySchema, request));
  return { range: facts.range, months: facts.months, charts: dashboardCharts(facts) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { range, months, charts } = loaderData;
  const hours = (value: number) => `${value} h`;
  const share = (value: number) => `${value}%`;
  return (
    <>
      <div className="office-heading-row">
        <h1>{copy.title}</h1>
        <MonthPicker range={range} months={months} />
      </div>
      <p className="office-dashboard-intro">{copy.intro}</p>
      <p className="office-exports">
        <a href={`/office/dashboard.csv?${new URLSearchParams(range)}`} download>
          {copy.csv}
        </a>
      </p>

      <section aria-labelledby="dashboard-requests">
        <h2 id="dashboard-requests">{copy.sections.requests}</h2>
        <div className="office-charts">
          <StackedBarChart {...charts.bySource} periodLabel={copy.weeks.period} valueLabel={copy.weeks.value} />
          <StackedBarChart {...charts.byEdition} periodLabel={copy.weeks.period} valueLabel={copy.weeks.value} />
        </div>
      </section>

      <section aria-labelledby="dashboard-heard">
        <h2 id="dashboard-heard">{copy.sections.heard}</h2>
        <p className="office-muted office-small">{copy.heard.note}</p>
        <GroupedBarChart {...charts.heard} categoryLabel={copy.heard.category} valueLabel={copy.heard.value} />
      </section>

      <section aria-labelledby="dashboard-outcomes">
        <h2 id="dashboard-outcomes">{copy.sections.outcomes}</h2>
        <StackedBarChart {...charts.outcomes} periodLabel={copy.outcomes.period} valueLabel={copy.outcomes.value} />
      </section>

      <section aria-labelledby="dashboard-retained">
        <h2 id="dashboard-retained">{copy.sections.retained}</h2>
        <p className="office-muted office-small">{copy.retained.note}</p>
        <div className="office-charts">
          <GroupedBarChart
            {...charts.retainedByWay}
            categoryLabel={copy.retained.way}
            valueLabel={copy.retained.value}
            format={share}
            max={100}
          />
          <GroupedBarChart
            {...charts.retainedByHeard}
            categoryLabel={copy.retained.heard}
            valueLabel={copy.retained.value}
            format={share}
            max={100}
          />
        </div>
      </section>

      <section aria-labelledby="dashboard-stages">
        <h2 id="dashboard-stages">{copy.sections.stages}</h2>
        <p className="office-muted office-small">{copy.stages.note}</p>
        <GroupedBarChart
          {...charts.stageTimes}
          categoryLabel={copy.stages.category}
          valueLabel={copy.stages.value}
          format={copy.stages.days}
        />
      </section>

      <section aria-labelledby="dashboard-calls">
        <h2 id="dashboard-calls">{copy.sections.calls}</h2>
        <p className="office-muted office-small">{copy.calls.note}</p>
        <StackedBarChart {...charts.calls} periodLabel={copy.calls.period} valueLabel={copy.calls.value} />
      </section>

      <section aria-labelledby="dashboard-contact">
        <h2 id="dashboard-contact">{copy.sections.contact}</h2>
        <p className="office-muted office-small">{copy.contact.note}</p>
        <LineChart
          title={charts.contact.title}
          headline={charts.contact.headline}
          periods={charts.contact.periods}
          periodLabel={copy.contact.period}
          measures={[
            { label: copy.contact.median, series: charts.contact.median, format: hours },
            { label: copy.contact.share, series: charts.contact.share, format: (value) => `${value}%`, max: 100 },
          ]}
        />
      </section>
    </>
  );
}
