/**
 * One byte range of a `Range` header (RFC 9110 section 14.1.2), as inclusive offsets into a
 * file of `size` bytes: null when there is none, or when it asks for several ranges (the whole
 * file is then sent, which the RFC allows); "unsatisfiable" when it lies past the end.
 */
export function parseRange(header: string | undefined | null, size: number): [number, number] | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return [start, end];
}
