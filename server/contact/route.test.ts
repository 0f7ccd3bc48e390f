import { describe, expect, it, vi } from "vitest";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "~/config/public-config.server";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { sendContactRequest } from "~/contract/send-contact-request";
import { loadConfig } from "../config";
import { silentLogger } from "../logger";
import { createContactRoute } from "./route";
import { createRateLimiter } from "../limits/rate-limit";
import type { NewContactRequest, RequestsRepository } from "../requests/repository";
import { caseEvaluation } from "../requests/test-support";

const SITE = "https://law.example";
const PREVIEW = "https://preview.law.example";
/** An https site needs the files' master key. */
const KEY = "ab".repeat(32);

/** The route over a store that keeps what it is given in memory: these tests are about the HTTP answers. */
function routeWithStore() {
  const saved: NewContactRequest[] = [];
  const store = {
    save: vi.fn(async (request: NewContactRequest) => {
      saved.push(request);
      return { outcome: "created", id: `req_${saved.length}`, status: request.kind === "spam" ? "spam" : "pending" };
    }),
  } as unknown as RequestsRepository;
  const config = loadConfig({
    SITE_URL: SITE,
    ALLOWED_ORIGINS: PREVIEW,
    RATE_LIMIT_PER_MINUTE: "0",
    EVIDENCE_KEY: KEY,
  });
  const route = createContactRoute({
    config,
    requests: store,
    onStored: () => {},
    logger: silentLogger,
    limiters: {
      perClient: createRateLimiter({ limit: config.limits.perClientPerMinute, windowMs: 60_000 }),
      storage: createRateLimiter({ limit: config.limits.storagePerHour, windowMs: 3_600_000 }),
    },
  });
  return { route, saved };
}

function post(route: ReturnType<typeof routeWithStore>["route"], body: unknown, headers: Record<string, string> = {}) {
  return route.request("/", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}`, ...headers },
    body: JSON.stringify(body),
  });
}

/** The headers the site's own client sends with a request, as a browser would list them in a preflight. */
async function headersTheClientSends(): Promise<string[]> {
  let sent: Record<string, string> = {};
  await sendContactRequest(caseEvaluation, {
    idempotencyKey: "key-1",
    fetch: async (_url, init) => {
      sent = init?.headers as Record<string, string>;
      return Response.json({ ok: true, id: "req_1" });
    },
  });
  return Object.keys(sent).map((name) => name.toLowerCase());
}

describe("CORS", () => {
  const preflight = async (origin: string) => {
    const { route } = routeWithStore();
    return route.request("/", {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": (await headersTheClientSends()).join(", "),
      },
    });
  };

  it.each([SITE, PREVIEW])("lets a page of %s send what the site's client sends", async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-methods")?.split(/,\s*/)).toContain("POST");
    const allowed = response.headers.get("access-control-allow-headers")?.split(/,\s*/) ?? [];
    // content-type is safelisted only for form encodings; application/json needs the preflight's consent.
    for (const header of await headersTheClientSends()) expect(allowed).toContain(header);
  });

  it.each(["https://evil.example", "https://law.example.evil.example", "http://law.example", "null"])(
    "does not let a page of %s read the answer",
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("vary")).toMatch(/Origin/);
    },
  );

  it("names an allowed origin on the answer to a POST, accepted or refused, and no other", async () => {
    const { route } = routeWithStore();
    const accepted = await post(route, caseEvaluation, { Origin: SITE });
    const refused = await post(route, {}, { Origin: SITE });
    const unauthorised = await post(route, caseEvaluation, { Origin: SITE, authorization: "Bearer wrong" });
    expect([accepted.status, refused.status, unauthorised.status]).toEqual([200, 422, 401]);
    for (const response of [accepted, refused, unauthorised]) {
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
      expect(response.headers.get("vary")).toMatch(/Origin/);
    }
    const stranger = await post(route, caseEvaluation, { Origin: "https://evil.example" });
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("the honeypot", () => {
  it(`stores a request whose ${HONEYPOT_FIELD} is filled as spam, and answers it like any other`, async () => {
    const { route, saved } = routeWithStore();
    const response = await post(route, { ...caseEvaluation, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: "req_1" });
    expect(saved).toEqual([expect.objectContaining({ kind: "spam", source: "case-evaluation" })]);
  });

  it("takes a request whose honeypot is empty or absent as a real one", async () => {
    const { route, saved } = routeWithStore();
    await post(route, { ...caseEvaluation, [HONEYPOT_FIELD]: "" });
    await post(route, caseEvaluation);
    expect(saved.map((request) => request.kind)).toEqual(["request", "request"]);
  });
});

describe("validation", () => {
  it.each(["2024-03-14", "12/31/1899", "1/1/2999", "2/30/2024"])(
    "refuses the incidentDate %j with the same 422 as any other field",
    async (incidentDate) => {
      const { route, saved } = routeWithStore();
      const response = await post(route, { ...caseEvaluation, incidentDate, phone: "123" });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          code: "validation_failed",
          message: "Some fields are missing or invalid.",
          fields: { phone: contactRequestMessages.phone, incidentDate: contactRequestMessages.incidentDate },
        },
      });
      expect(saved).toEqual([]);
    },
  );
});

describe("while the disk refuses writes", () => {
  it("answers 503 with Retry-After, writes nothing and spends nothing of the storage ceiling", async () => {
    const save = vi.fn();
    let ceilingTaken = 0;
    const route = createContactRoute({
      config: loadConfig({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: "0", EVIDENCE_KEY: KEY }),
      requests: { save } as unknown as RequestsRepository,
      onStored: () => {},
      logger: silentLogger,
      limiters: {
        perClient: createRateLimiter({ limit: 0 }),
        storage: { take: () => (ceilingTaken++, { allowed: true }) },
      },
      storageWritable: () => false,
    });
    const response = await post(route, caseEvaluation);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("10");
    expect(await response.json()).toMatchObject({ error: { code: "unavailable" } });
    expect(save).not.toHaveBeenCalled();
    expect(ceilingTaken).toBe(0);
  });
});
