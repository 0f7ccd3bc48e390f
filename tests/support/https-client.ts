/**
 * HTTPS as a browser on the office's machine would speak it to the site's public name: the
 * name resolves to this machine (127.0.0.1), the certificate is checked against the test's own
 * authority, and nothing follows redirects or keeps cookies by itself.
 */
import type { IncomingHttpHeaders } from "node:http";
import { request } from "node:https";
import type { LookupFunction } from "node:net";

export type HttpsAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export type HttpsOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The certificate (PEM) the server's must be, or be signed by. */
  ca: string;
};

const toThisMachine: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

export function httpsRequest(
  url: string,
  { method = "GET", headers = {}, body, ca }: HttpsOptions,
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, ca, lookup: toThisMachine, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** "name=value" of each Set-Cookie, for the Cookie header of the next request. */
export function cookiePairs(headers: IncomingHttpHeaders): string[] {
  return (headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!);
}
