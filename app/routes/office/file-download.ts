import type { Route } from "./+types/file-download";
import { fileResponse } from "~/office/evidence.server";

/** The original of a file a visitor sent, byte for byte, as a download: Range, no cache, audited. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return fileResponse(context, request, params, "attachment");
}
