import type { Route } from "./+types/dashboard-csv";
import { officeOf } from "~/office/context.server";
import { dashboardCharts, figuresRows, toCsv } from "~/office/dashboard/charts-data.server";

/** The dashboard's figures as CSV, one figure a line; an API call, so without a session it answers 401 JSON. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  const session = await office.session();
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  const params = new URL(request.url).searchParams;
  const facts = await office.dashboard(
    session,
    { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined },
    { exported: true },
  );
  return new Response(toCsv(figuresRows(dashboardCharts(facts))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${facts.range.from}-to-${facts.range.to}.csv"`,
    },
  });
}
