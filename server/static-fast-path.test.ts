import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LogFields, Logger } from "./logger";
import { staticFastPath } from "./static-fast-path";
import { SHORT_CACHE, staticFile } from "./static-files";

const page = staticFile({
  body: Buffer.from("<h1>About</h1>"),
  br: Buffer.from("brotli bytes"),
  gzip: Buffer.from("gzip bytes!"),
  contentType: "text/html; charset=utf-8",
  cacheControl: SHORT_CACHE,
  scriptHashes: ["'sha256-x'"],
});
const asset = staticFile({
  body: Buffer.from("console.log(1)"),
  contentType: "text/javascript; charset=utf-8",
  cacheControl: "public, max-age=31536000, immutable",
});

const lines: { msg: string; fields?: LogFields }[] = [];
const logger: Logger = {
  info: (msg, fields) => lines.push({ msg, fields }),
  warn: (msg, fields) => lines.push({ msg, fields }),
  error: (msg, fields) => lines.push({ msg, fields }),
};

const fastPath = staticFastPath({
  files: [
    ["/about", page],
    ["/assets/app.js", asset],
  ],
  headersFor: (file) => ({
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": file.scriptHashes ? `script-src ${file.scriptHashes.join(" ")}` : "default-src 'self'",
  }),
  logger,
});

let server: Server;
let port: number;

beforeAll(async () => {
  // What the fast path leaves alone, the app would answer: here a 418 that says so.
  server = createServer((req, res) => {
    if (!fastPath(req, res)) res.writeHead(418, { "Content-Type": "text/plain" }).end(`app: ${req.method} ${req.url}`);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((done) => server.close(done)));

beforeEach(() => {
  lines.length = 0;
});

/** The raw answer: status, headers, and the bytes as sent (no decompression). */
function send(
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: string[]; body: Buffer }>((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode!, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

describe("staticFastPath", () => {
  it("sends the best encoding the client accepts, with its own length and ETag", async () => {
    const br = await send("/about", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.body).toEqual(page.br);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(page.br!.length));
    expect(br.headers.etag).toBe(page.etags.br);

    const gzip = await send("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.body).toEqual(page.gzip);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe(page.etags.gzip);

    const identity = await send("/about");
    expect(identity.body).toEqual(page.body);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers["content-length"]).toBe(String(page.body.length));
    expect(identity.headers.etag).toBe(page.etags.identity);
  });

  it("sends the file's type, cache rule, Vary and the headers the app adds, each once", async () => {
    const { headers, raw } = await send("/about", { headers: { "Accept-Encoding": "br" } });
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["cache-control"]).toBe(SHORT_CACHE);
    expect(headers.vary).toBe("Accept-Encoding");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toBe("script-src 'sha256-x'");
    const names = raw.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    expect(names.length).toBe(new Set(names).size);

    const script = await send("/assets/app.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(script.headers["content-encoding"]).toBeUndefined();
    expect(script.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(script.headers["cache-control"]).toContain("immutable");
  });

  it("gives each answer its own request id, and logs it with the method, path and status", async () => {
    const first = await send("/about?utm_source=x");
    const second = await send("/about");
    const third = await send("/assets/app.js", { method: "HEAD" });
    const ids = [first, second, third].map(({ headers }) => headers["x-request-id"]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    // The shared header lists never keep a request's id.
    expect(third.raw.filter((name) => name.toLowerCase() === "x-request-id")).toHaveLength(1);
    expect(lines.map((line) => line.msg)).toEqual(["request", "request", "request"]);
    expect(lines.map(({ fields }) => ({ ...fields, durationMs: typeof fields?.durationMs }))).toEqual([
      { requestId: ids[0], method: "GET", path: "/about", status: 200, durationMs: "number" },
      { requestId: ids[1], method: "GET", path: "/about", status: 200, durationMs: "number" },
      { requestId: ids[2], method: "HEAD", path: "/assets/app.js", status: 200, durationMs: "number" },
    ]);
  });

  it("answers 304 to the ETag of the variant it would send, without a body or body headers", async () => {
    const notModified = await send("/about", {
      headers: { "Accept-Encoding": "br", "If-None-Match": `"other", W/${page.etags.br}` },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(page.etags.br);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
    expect(notModified.headers["content-length"]).toBeUndefined();
    expect(notModified.headers["content-security-policy"]).toBe("script-src 'sha256-x'");
    expect(notModified.headers["x-request-id"]).toBeTruthy();
    expect(lines[0]?.fields?.status).toBe(304);

    // The tag of the brotli bytes does not match the gzip ones.
    const changed = await send("/about", { headers: { "Accept-Encoding": "gzip", "If-None-Match": page.etags.br! } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(page.gzip);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await send("/about", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(page.gzip!.length));
    expect(head.headers["content-encoding"]).toBe("gzip");
  });

  it("leaves every other request to the app, and logs nothing for it", async () => {
    for (const [method, path] of [
      ["POST", "/about"],
      ["OPTIONS", "/about"],
      ["GET", "/about/"],
      ["GET", "/%61bout"],
      ["GET", "/no-such-page"],
      ["GET", "/about.data"],
      ["HEAD", "/assets/"],
    ] as const) {
      const answer = await send(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(418);
      if (method !== "HEAD") expect(answer.body.toString()).toBe(`app: ${method} ${path}`);
    }
    expect(lines).toEqual([]);
  });
});
