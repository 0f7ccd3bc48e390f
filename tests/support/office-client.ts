/**
 * The office as a browser without a screen uses it, for the tests and scripts that drive it
 * over HTTP or HTTPS: it keeps its session's cookie, reads a page's forms as the browser
 * would send them (every hidden field the page put there: the form token, the one-time
 * action id, whatever a later page adds) and posts them with the page's Origin. It follows no
 * redirect by itself. Over HTTPS it trusts the test's own certificate and sends the site's
 * public name to this machine, as DNS would send a browser to the proxy.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { JSDOM } from "jsdom";
import type { SmtpSink } from "./smtp-sink";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; location: string | null };

/** A form as the browser would post it: where to, and the fields it holds before anyone types. */
export type PageForm = { action: string; method: string; fields: [string, string][] };

/** Every name to this machine: the site's public name as DNS would send the browser to the proxy, "localhost" as 127.0.0.1. */
const toThisMachine: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

/** One request, nothing followed, nothing kept. */
export function send(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    ca,
  }: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method,
        headers: { ...(body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }), ...headers },
        agent: false,
        lookup: toThisMachine,
        ...(target.protocol === "https:" ? { ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            location: typeof res.headers.location === "string" ? res.headers.location : null,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Every form of a page, with the value each of its fields starts with (checked boxes and radios only). */
export function formsOf(html: string, pagePath: string): PageForm[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll("form")].map((form) => {
    const fields: [string, string][] = [];
    for (const element of form.querySelectorAll("input, textarea, select")) {
      const name = element.getAttribute("name");
      if (!name) continue;
      if (element.tagName === "INPUT") {
        const input = element as HTMLInputElement;
        if (input.type === "submit" || input.type === "button") continue;
        if ((input.type === "checkbox" || input.type === "radio") && !input.hasAttribute("checked")) continue;
        fields.push([name, input.getAttribute("value") ?? (input.type === "checkbox" ? "on" : "")]);
      } else if (element.tagName === "TEXTAREA") {
        fields.push([name, element.textContent ?? ""]);
      } else {
        const select = element as HTMLSelectElement;
        const chosen = select.querySelector("option[selected]") ?? select.querySelector("option");
        fields.push([name, chosen?.getAttribute("value") ?? chosen?.textContent ?? ""]);
      }
    }
    return {
      action: form.getAttribute("action") || pagePath,
      method: (form.getAttribute("method") || "get").toLowerCase(),
      fields,
    };
  });
}

/** The form's fields with `values` in place of (or added to) its own; a value of null leaves a field out. */
export function filled(form: PageForm, values: Record<string, string | null> = {}): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form.fields) if (!(name in values)) fields.append(name, value);
  for (const [name, value] of Object.entries(values)) if (value !== null) fields.append(name, value);
  return fields;
}

export type OfficeClient = {
  base: string;
  cookie: string;
  /**
   * The client's address, sent as X-Forwarded-For (a proxy in front that trusts it, TRUST_PROXY=2,
   * takes it for the client's); "rotate" sends a new one with every request, none at all when unset.
   */
  address?: string | "rotate";
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  /** POSTs fields as a form of the office's own pages. */
  post(
    path: string,
    fields: URLSearchParams | Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  /** The page's forms; throws when the page does not answer 200. */
  forms(path: string): Promise<PageForm[]>;
  /** The first form on the page whose fields include all of `having` (e.g. { intent: "reply" }). */
  form(path: string, having: Record<string, string>): Promise<PageForm>;
  /** Sends a form as its page would: GET with the fields as the query, or POST with them as the body. */
  submit(form: PageForm, values?: Record<string, string | null>): Promise<Answer>;
};

const LINK = /\/office\/link\?token=([\w-]{43})/;

/** A client of the office at `base` (as the browser sees it), not signed in yet. */
export function officeClient(base: string, { ca, address }: { ca?: string; address?: string } = {}): OfficeClient {
  let counter = 0;
  const forwarded = (): Record<string, string> =>
    client.address === "rotate"
      ? { "X-Forwarded-For": `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}` }
      : client.address
        ? { "X-Forwarded-For": client.address }
        : {};
  const client: OfficeClient = {
    base,
    cookie: "",
    address,
    get: (path, headers = {}) =>
      send(`${base}${path}`, {
        ca,
        headers: { ...forwarded(), ...(client.cookie ? { Cookie: client.cookie } : {}), ...headers },
      }),
    post: (path, fields, headers = {}) =>
      send(`${base}${path}`, {
        method: "POST",
        ca,
        headers: {
          ...forwarded(),
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: new URL(base).origin,
          ...(client.cookie ? { Cookie: client.cookie } : {}),
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    async forms(path) {
      const page = await client.get(path);
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      return formsOf(page.body, new URL(path, "http://x").pathname);
    },
    async form(path, having) {
      const found = (await client.forms(path)).find((form) =>
        Object.entries(having).every(([name, value]) => form.fields.some(([n, v]) => n === name && v === value)),
      );
      if (!found) throw new Error(`no form with ${JSON.stringify(having)} on ${path}`);
      return found;
    },
    submit(form, values) {
      const fields = filled(form, values);
      return form.method === "post"
        ? client.post(form.action, fields)
        : client.get(`${form.action}${fields.size > 0 ? `?${fields}` : ""}`);
    },
  };
  return client;
}

/** Signs `client` in as `email`: asks for a link, takes it from the sink (a mail that came after the asking), opens and confirms it. */
export async function signInClient(client: OfficeClient, sink: SmtpSink, email: string): Promise<OfficeClient> {
  const earlier = new Set(sink.messages);
  const asked = await client.post("/office/sign-in", { email });
  if (asked.status !== 302) throw new Error(`sign-in answered ${asked.status}`);
  const mail = await sink.waitFor((candidate) => {
    const token = LINK.exec(candidate.text ?? "")?.[1];
    const to = (Array.isArray(candidate.to) ? candidate.to : [candidate.to]).flatMap((entry) => entry?.value ?? []);
    return !!token && !earlier.has(candidate) && to.some((entry) => entry.address === email);
  }, 30_000);
  const token = LINK.exec(mail.text ?? "")![1]!;
  const opened = await client.get(`/office/link?token=${token}`);
  const held = String(opened.headers["set-cookie"]?.[0] ?? "").split(";")[0]!;
  const confirmed = await client.post("/office/link", {}, { Cookie: held });
  const session = (confirmed.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("office_session="));
  if (!session) throw new Error(`confirming the link answered ${confirmed.status} without a session`);
  client.cookie = session.split(";")[0]!;
  return client;
}
