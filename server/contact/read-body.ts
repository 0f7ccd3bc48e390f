export type BodyResult = { ok: true; text: string } | { ok: false; reason: "too-large" | "not-utf8" | "aborted" };
export type BytesResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "aborted" };

/**
 * Reads a request body, giving up as soon as it grows past `limit` bytes: a declared
 * Content-Length over the limit is refused before reading anything, and a chunked body is cut
 * off at the limit, so nothing unbounded is ever buffered.
 */
export async function readBoundedBytes(request: Request, limit: number): Promise<BytesResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "aborted" };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** A request body as UTF-8 text, within `limit` bytes (readBoundedBytes). */
export async function readBoundedText(request: Request, limit: number): Promise<BodyResult> {
  const read = await readBoundedBytes(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(read.bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
