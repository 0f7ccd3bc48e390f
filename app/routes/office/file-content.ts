import type { Route } from "./+types/file-content";
import { fileResponse } from "~/office/evidence.server";

/** A file a visitor sent, decrypted as it streams, for the office's player or viewer: Range, no cache, audited. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return fileResponse(context, request, params, "inline");
}
