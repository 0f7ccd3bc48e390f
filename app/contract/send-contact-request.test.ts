import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "~/config/public-config.server";
import type { CaseEvaluation } from "./contact-request";
import {
  ContactSendError,
  contactFunctionUrl,
  newIdempotencyKey,
  retryAfterSeconds,
  sendContactRequest,
  timeoutSignal,
  waitBeforeRetry,
} from "./send-contact-request";

const payload: CaseEvaluation = {
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@example.com",
  phone: "7075550199",
  preferredLanguage: "English",
  caseDescription: "Officers pushed me to the ground.",
  pendingCharges: "no",
  policeAgency: "Santa Rosa Police Department",
  incidentDate: "3/14/2024",
  incidentLocation: "Santa Rosa",
  howHeardAboutUs: "Google search",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function fakeFetch(response: Response) {
  return vi.fn<typeof fetch>(async () => response);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("contactFunctionUrl", () => {
  it("is the page's own origin by default", () => {
    expect(contactFunctionUrl("")).toBe("/functions/v1/send-contact-email");
  });

  it("joins a backend origin, with or without trailing slashes", () => {
    expect(contactFunctionUrl("https://backend.example.com")).toBe(
      "https://backend.example.com/functions/v1/send-contact-email",
    );
    expect(contactFunctionUrl("https://backend.example.com//")).toBe(
      "https://backend.example.com/functions/v1/send-contact-email",
    );
  });
});

describe("sendContactRequest", () => {
  it("POSTs the payload as JSON with the bearer key and the idempotency key", async () => {
    const fetch = fakeFetch(Response.json({ ok: true, id: "req_1" }));
    const result = await sendContactRequest(payload, {
      idempotencyKey: "key-1",
      backendUrl: "https://backend.example.com",
      anonKey: "anon-123",
      fetch,
    });

    expect(result).toEqual({ ok: true, id: "req_1" });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://backend.example.com/functions/v1/send-contact-email");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({
      "Content-Type": "application/json",
      Authorization: "Bearer anon-123",
      "Idempotency-Key": "key-1",
    });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it("uses the public settings by default (the tests run on the defaults)", async () => {
    const fetch = fakeFetch(Response.json({ ok: true, id: "req_2" }));
    await sendContactRequest(payload, { idempotencyKey: "key-2", fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/functions/v1/send-contact-email");
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${LOCAL_DEVELOPMENT_ANON_KEY}`);
  });

  it("uses the global fetch when none is given", async () => {
    const fetch = fakeFetch(Response.json({ ok: true, id: "req_3" }));
    vi.stubGlobal("fetch", fetch);
    await expect(sendContactRequest(payload, { idempotencyKey: "key-3" })).resolves.toEqual({ ok: true, id: "req_3" });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("sends extra fields such as the honeypot as they are", async () => {
    const fetch = fakeFetch(Response.json({ ok: true, id: "req_4" }));
    await sendContactRequest({ ...payload, contactReference: "" }, { idempotencyKey: "key-4", fetch });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ ...payload, contactReference: "" });
  });

  it.each([400, 401, 413, 422, 429, 500, 503])("throws HTTP error! status: %i for a non-OK answer", async (status) => {
    const fetch = fakeFetch(Response.json({ error: { code: "x", message: "y" } }, { status }));
    await expect(sendContactRequest(payload, { idempotencyKey: "key-5", fetch })).rejects.toThrow(
      `HTTP error! status: ${status}`,
    );
  });

  it("keeps the status and the Retry-After of a refusal, for the visitor's message", async () => {
    const fetch = fakeFetch(
      Response.json(
        { error: { code: "rate_limited", message: "y" } },
        { status: 429, headers: { "Retry-After": "95" } },
      ),
    );
    const refusal = await sendContactRequest(payload, { idempotencyKey: "key-9", fetch }).catch((error) => error);
    expect(refusal).toBeInstanceOf(ContactSendError);
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 95, message: "HTTP error! status: 429" });
  });

  it("passes a network failure on to the caller", async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendContactRequest(payload, { idempotencyKey: "key-6", fetch: failing })).rejects.toThrow(
      "Failed to fetch",
    );
  });

  it("gives up when the signal aborts, e.g. on a stalled network", async () => {
    const stalled = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        }),
    );
    const sending = sendContactRequest(payload, { idempotencyKey: "key-8", fetch: stalled, signal: timeoutSignal(20) });
    await expect(sending).rejects.toMatchObject({ name: "TimeoutError" });
    expect(stalled.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("fails when an OK answer is not JSON", async () => {
    const fetch = fakeFetch(new Response("<html>", { status: 200, headers: { "content-type": "text/html" } }));
    await expect(sendContactRequest(payload, { idempotencyKey: "key-7", fetch })).rejects.toThrow();
  });
});

describe("timeoutSignal", () => {
  it("aborts after the time limit, also where AbortSignal.timeout is missing", async () => {
    const native = timeoutSignal(10);
    vi.stubGlobal(
      "AbortSignal",
      Object.assign(function () {}, { timeout: undefined }),
    );
    const fallback = timeoutSignal(10);
    vi.unstubAllGlobals();
    expect(native.aborted || fallback.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(native.aborted).toBe(true);
    expect(fallback.aborted).toBe(true);
    expect(fallback.reason).toMatchObject({ name: "TimeoutError" });
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh version-4 UUID every time", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it("still makes a UUID where crypto.randomUUID is missing (pages served over plain http)", () => {
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe("waitBeforeRetry", () => {
  it("reads Retry-After as seconds or as a date, and nothing else", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds(" 7 ", now)).toBe(7);
    expect(retryAfterSeconds("Tue, 01 Dec 2026 10:02:30 GMT", now)).toBe(150);
    expect(retryAfterSeconds("Tue, 01 Dec 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds("soon", now)).toBeNull();
  });

  it("asks the visitor to wait after a 429, or a 503 that asks for a long wait; not after any other failure", () => {
    expect(waitBeforeRetry(new ContactSendError(429, 40))).toBe(40);
    expect(waitBeforeRetry(new ContactSendError(429, null))).toBe(60);
    expect(waitBeforeRetry(new ContactSendError(503, 1800))).toBe(1800);
    // A database that is briefly unreachable: trying again at once is right.
    expect(waitBeforeRetry(new ContactSendError(503, 10))).toBeNull();
    expect(waitBeforeRetry(new ContactSendError(500, null))).toBeNull();
    expect(waitBeforeRetry(new TypeError("Failed to fetch"))).toBeNull();
  });
});
