import { readBoundedText } from "../contact/read-body";

/**
 * More than any office form holds: the longest is a reply, 8,000 characters (TEXT_LIMITS in
 * app/office/form-limits.ts), which URL-encoding can make up to nine bytes each.
 */
export const MAX_FORM_BYTES = 96 * 1024;

/**
 * A site editor's form holds a whole document in two languages: the longest, the press items,
 * is about 60,000 characters, which URL-encoding can make up to nine bytes each.
 */
export const MAX_SITE_FORM_BYTES = 1024 * 1024;

/** Where the site editor uploads an image (multipart), and the most it takes: the image and its form. */
export const OFFICE_IMAGE_UPLOAD_PATH = "/office/site/images";
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024 + 64 * 1024;

export type OfficeForm = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415 };

/**
 * An office form as its pages send it: URL-encoded, UTF-8, small. Anything else is the
 * sender's mistake and is answered as such (400, 413, 415), never as the server's (500).
 */
export async function readOfficeForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<OfficeForm> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") return { ok: false, status: 415 };
  const body = await readBoundedText(request, maxBytes);
  if (!body.ok) return { ok: false, status: body.reason === "too-large" ? 413 : 400 };
  return { ok: true, fields: new URLSearchParams(body.text) };
}
