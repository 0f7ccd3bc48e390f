/**
 * The inbox with 10,000 requests: the server time of the list page (first page, a deep page,
 * a search) through the real app on the production build and a real database. Prints the
 * figures (docs/benchmarks.md keeps them); fails only far above them, on a loaded machine.
 */
import { randomUUID } from "node:crypto";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { startBackend, type Backend } from "../../server/backend";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { createLinksRepository } from "../../server/office/links-repository";
import { issueSignInLink } from "../../server/office/sign-in";
import { derivedColumns } from "../../server/requests/derived";
import { BUILD_DIR, caseEvaluation, scratchDir } from "./contact-helpers";
import { OFFICE } from "./office-helpers";

const ROWS = 10_000;
const RUNS = 7;

let backend: Backend;
let app: ReturnType<typeof createApp>;
let cookie = "";
const origin = "http://localhost:3000";

beforeAll(async () => {
  const dir = scratchDir("office-scale");
  const path = join(dir, "site.db");
  // 10,000 settled requests (nothing pending, so the delivery loop stays idle), in one transaction per 1,000.
  const database = await openDatabase(
    { url: `file:${path}`, poolSize: 1, statementTimeoutMs: 5_000 },
    { logger: silentLogger },
  );
  const { db } = database;
  const start = Date.now() - ROWS * 60_000;
  for (let chunk = 0; chunk < ROWS / 1000; chunk++) {
    const group = Array.from({ length: 1000 }, (_, i) => {
      const n = chunk * 1000 + i;
      const payload = { ...caseEvaluation, firstName: `Person${n}`, email: `person${n}@example.org` };
      return db
        .insertInto("contact_requests")
        .values({
          id: randomUUID(),
          idempotency_key: null,
          payload_hash: String(n),
          source: n % 5 === 0 ? "widget" : "case-evaluation",
          status: n % 50 === 0 ? "spam" : n % 97 === 0 ? "failed" : "delivered",
          payload: JSON.stringify(payload),
          attempts: 1,
          next_attempt_at: start + n * 60_000,
          lease_until: null,
          stuck_reported_at: null,
          last_error: null,
          created_at: start + n * 60_000,
          delivered_at: start + n * 60_000 + 500,
          failed_at: null,
          stage:
            n % 50 === 0 ? "spam" : (["new", "contacted", "consultation", "retained", "declined"] as const)[n % 5]!,
          stage_changed_at: start + n * 60_000,
          closed_at: n % 50 === 0 || n % 5 >= 3 ? start + n * 60_000 + 3_600_000 : null,
          decision_reason: n % 5 === 4 ? "Outside the practice" : null,
          assignee: n % 7 === 0 ? OFFICE : null,
          first_contact_at: n % 5 >= 1 ? start + n * 60_000 + 1_800_000 : null,
          ...derivedColumns(payload),
        })
        .compile();
    });
    await database.write(group);
  }
  await database.close();

  const config = loadConfig({
    DATABASE_URL: `file:${path}`,
    MAIL_DIR: join(dir, "mail"),
    OFFICE_EMAILS: OFFICE,
    SITE_URL: origin,
  });
  backend = await startBackend({ config, logger: silentLogger });
  const serverBuild = (await import(pathToFileURL(resolve(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  app = createApp({
    config,
    clientDir: resolve(BUILD_DIR, "client"),
    serverBuild,
    logger: silentLogger,
    backend,
  });
  const link = new URL(
    await issueSignInLink(createLinksRepository(backend.database), {
      origin: config.site.origin,
      ttlMs: 60_000,
      email: OFFICE,
    }),
  );
  // Opening the link moves its token into a cookie; confirming sends that cookie.
  const opened = await app.request(link.href);
  const held = /^(office_link=[^;]*)/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
  const confirmed = await app.request(`${origin}/office/link`, {
    method: "POST",
    headers: { Origin: origin, Cookie: held, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  cookie = /^(office_session=[^;]*)/.exec(confirmed.headers.get("set-cookie") ?? "")![1]!;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function serverTime(path: string): Promise<{ medianMs: number; html: string }> {
  const times: number[] = [];
  let html = "";
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await app.request(path, { headers: { Cookie: cookie } });
    html = await response.text();
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
  }
  times.sort((a, b) => a - b);
  return { medianMs: Math.round(times[Math.floor(RUNS / 2)]! * 10) / 10, html };
}

describe(`the inbox with ${ROWS.toLocaleString("en-US")} requests`, { timeout: 120_000 }, () => {
  it("renders the list fast: first page, a deep page, a search", async () => {
    // Warms the renderer and the list's own components, so the figures are the list's.
    await serverTime("/office/audit");
    await serverTime("/office?filter=spam");
    const first = await serverTime("/office");
    expect(first.html.replaceAll("<!-- -->", "")).toMatch(/[\d,]+ requests, page 1 of \d+/);
    const all = await serverTime("/office?filter=all");
    const deep = await serverTime("/office?filter=all&page=190");
    expect(deep.html).toContain("Page 190 of");
    const search = await serverTime("/office?filter=all&q=person9999%40");
    expect(search.html).toContain("person9999@example.org");
    const csv = await serverTime("/office/export.csv?filter=all");
    console.log(
      `office inbox, ${ROWS} rows, server time (median of ${RUNS}): open first page ${first.medianMs} ms, ` +
        `all first page ${all.medianMs} ms, page 190 ${deep.medianMs} ms, search ${search.medianMs} ms, ` +
        `CSV of all ${csv.medianMs} ms`,
    );
    for (const { medianMs } of [first, all, deep, search]) expect(medianMs).toBeLessThan(1_000);
  });

  it("/readyz: 200 with counts while the database answers, 503 once it does not", async () => {
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    const failed = Array.from({ length: ROWS }, (_, n) => n).filter((n) => n % 50 !== 0 && n % 97 === 0).length;
    expect(await ready.json()).toEqual({
      status: "ready",
      storage: "writable",
      pending: 0,
      oldestPendingAgeSeconds: null,
      failed,
    });
    await backend.stop();
    const down = await app.request("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable" });
    expect((await app.request("/healthz")).status).toBe(200);
  });
});
