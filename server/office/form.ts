import { readBoundedText } from "../contact/read-body";

/**
 * More than any office form holds: the longest is a reply, 8,000 characters (TEXT_LIMITS in
 * app/office/form-limits.ts), which URL-encoding can make up to nine bytes each.
 */
export const MAX_FORM_BYTES = 96 * 1024;

export type OfficeForm = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415 };

/**
 * An office form as its pages send it: URL-encoded, UTF-8, small. Anything else is the
 * sender's mistake and is answered as such (400, 413, 415), never as the server's (500).
 */
export async function readOfficeForm(request: Request): Promise<OfficeForm> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") return { ok: false, status: 415 };
  const body = await readBoundedText(request, MAX_FORM_BYTES);
  if (!body.ok) return { ok: false, status: body.reason === "too-large" ? 413 : 400 };
  return { ok: true, fields: new URLSearchParams(body.text) };
}
