import type { Route } from "./+types/dashboard-csv";
import { officeOf, queryOf } from "~/office/context.server";
import { DashboardQuerySchema } from "~/office/page-schemas.server";
import { dashboardCharts, figuresRows, toCsv } from "~/office/dashboard/charts-data.server";

/** The dashboard's figures as CSV, one figure a line; an API call, so without a session it answers 401 JSON. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  const session = await office.session();
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  const facts = await office.dashboard(session, queryOf(DashboardQuerySchema, request), { exported: true });
  return new Response(toCsv(figuresRows(dashboardCharts(facts))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${facts.range.from}-to-${facts.range.to}.csv"`,
    },
  });
}
