import type { Route } from "./+types/custody-csv";
import { custodyResponse } from "~/office/evidence.server";

/** The record of custody of a request's files (name, type, bytes, SHA-256, times), as CSV; audited. */
export function loader({ context, params }: Route.LoaderArgs) {
  return custodyResponse(context, params.id);
}
