import { sql } from "kysely";
import { NO_DEADLINE_KEY, PASSED_BASE_KEY } from "~/lib/deadlines";

/**
 * The statement that counts where requests stand in the order by deadline as of `today` (a day
 * key), in SQL: what app/lib/deadlines.ts deadlineOrderKey says in TypeScript. With
 * `onlyPassed`, only the rows whose key is a day already gone: the claim or suit deadline they
 * were ordered by has passed, and the next one (or "passed") takes its place. Each day that is
 * a handful of rows, on the order's own index; the order itself is an index walk.
 */
export function deadlineOrderUpdate(today: number, { onlyPassed }: { onlyPassed: boolean }) {
  const t = sql.lit(today);
  return sql`update contact_requests set deadline_order = case
      when claim_deadline >= ${t} then claim_deadline
      when suit_deadline >= ${t} then suit_deadline
      when suit_deadline is not null then ${sql.lit(PASSED_BASE_KEY)} - suit_deadline
      else ${sql.lit(NO_DEADLINE_KEY)} end
    ${onlyPassed ? sql`where deadline_order < ${t}` : sql``}`;
}
