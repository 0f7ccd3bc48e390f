import { requestReference } from "~/contract/request-reference";
import { toCsv } from "../../server/office/csv";
import type { OfficeRequestContext } from "../../server/office/service";
import { isoTime } from "./format";

type Context = { office?: OfficeRequestContext };

/**
 * A file's bytes for a signed-in office page (its content and download routes): 401 without a
 * session, as the office's other files answer; the server checks, audits and streams the rest.
 */
export async function fileResponse(
  context: Context,
  request: Request,
  params: { id: string; file: string },
  disposition: "inline" | "attachment",
): Promise<Response> {
  const office = context.office;
  if (!office) return new Response(null, { status: 404 });
  const session = await office.session();
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  return office.evidence.serve(session, params.id, params.file, request, disposition);
}

/** The record of custody of a request's files, as CSV: what the firm gives an expert. */
export async function custodyResponse(context: Context, id: string): Promise<Response> {
  const office = context.office;
  if (!office) return new Response(null, { status: 404 });
  const session = await office.session();
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  const files = await office.evidence.custody(session, id);
  if (files === null) return new Response(null, { status: 404 });
  const rows = [
    ["request", "file", "name", "type", "bytes", "sha256", "began", "received", "state"],
    ...files.map((file) => [
      id,
      file.id,
      file.name,
      file.mediaType ?? "",
      String(file.size),
      file.sha256 ?? "",
      isoTime(file.createdAt),
      file.receivedAt === null ? "" : isoTime(file.receivedAt),
      file.state,
    ]),
  ];
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="custody-${requestReference(id) ?? "request"}.csv"`,
    },
  });
}
