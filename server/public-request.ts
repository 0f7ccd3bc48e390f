/**
 * The request as the browser addressed it. Behind a proxy that terminates TLS the server
 * receives http://…, while the browser is on https://…; React Router's own action check and
 * the office's Origin check both compare the browser's Origin with the request's URL, so
 * that URL must be the one the browser used:
 * - a request for SITE_URL's host name is for SITE_URL's origin, scheme and port included,
 *   whatever the proxy passed on;
 * - any other host (the machine's own address, a test on a loopback port) keeps its Host,
 *   with the scheme our proxy reports in X-Forwarded-Proto when TRUST_PROXY says a proxy is
 *   there, and http otherwise (the server itself never speaks TLS).
 */
export function publicUrl(
  request: Request,
  { siteOrigin, trustProxy }: { siteOrigin: string; trustProxy: number },
): URL {
  const url = new URL(request.url);
  const site = new URL(siteOrigin);
  if (url.hostname === site.hostname) return new URL(`${url.pathname}${url.search}`, site);
  const proto = trustProxy > 0 ? forwardedProto(request.headers.get("x-forwarded-proto")) : undefined;
  if (proto) url.protocol = proto;
  return url;
}

/**
 * The origin the request was addressed to by its own Host (and, behind a proxy TRUST_PROXY
 * trusts, the scheme it reports), whatever SITE_URL says: where the browser really is.
 */
export function addressedOrigin(request: Request, trustProxy: number): string {
  const url = new URL(request.url);
  const proto = trustProxy > 0 ? forwardedProto(request.headers.get("x-forwarded-proto")) : undefined;
  if (proto) url.protocol = proto;
  return url.origin;
}

/** The scheme the nearest proxy saw ("http:" or "https:"), from the last entry of X-Forwarded-Proto. */
function forwardedProto(header: string | null): "http:" | "https:" | undefined {
  const last = header
    ?.slice(header.lastIndexOf(",") + 1)
    .trim()
    .toLowerCase();
  return last === "https" || last === "http" ? `${last}:` : undefined;
}

/** `request` with `url` as its URL: the same method, headers and body. */
export function withUrl(request: Request, url: URL): Request {
  if (url.href === request.url) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}
