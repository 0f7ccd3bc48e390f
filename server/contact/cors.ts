export const ALLOWED_METHODS = "POST, OPTIONS";
export const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type, content-language, idempotency-key";

/**
 * CORS headers for an answer to `origin`. Allow-Origin names the caller only when it is
 * one of ours; every other header is the same for everyone, errors included.
 */
export function corsHeaders(origin: string | undefined, allowedOrigins: ReadonlySet<string>): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Max-Age": "86400",
    // The form and the widget tell the visitor how long to wait after a 429 (from another origin too).
    "Access-Control-Expose-Headers": "Retry-After",
    Vary: "Origin",
  };
  if (origin && allowedOrigins.has(origin)) headers["Access-Control-Allow-Origin"] = origin;
  return headers;
}
