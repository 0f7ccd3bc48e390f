/**
 * The inbox with 10,000 requests (npm run office:seed's fake ones, three years of them): the
 * server time of the list page (first page, the last page, a search) through the real app on
 * the production build and a real database. Prints the figures; fails only far above them,
 * on a loaded machine. `npm run bench:office` measures every page at 100,000 on both databases.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { writeSeed } from "../../server/requests/seed-writer";
import { startOfficeApp, type OfficeApp } from "../support/office-app";
import { BUILD_DIR, scratchDir } from "./contact-helpers";

const ROWS = 10_000;
const RUNS = 7;

let office: OfficeApp;

beforeAll(async () => {
  const url = `file:${join(scratchDir("office-scale"), "site.db")}`;
  const database = await openDatabase({ url, poolSize: 1, statementTimeoutMs: 5_000 }, { logger: silentLogger });
  await writeSeed(database, { count: ROWS, now: Date.now(), offices: ["intake@example.com"] });
  await database.close();
  office = await startOfficeApp({ databaseUrl: url, buildDir: BUILD_DIR, scratch: scratchDir("office-scale-app") });
}, 120_000);

afterAll(async () => {
  await office?.stop();
});

async function serverTime(path: string): Promise<{ medianMs: number; html: string }> {
  const times: number[] = [];
  let html = "";
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await office.get(path);
    html = await response.text();
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
  }
  times.sort((a, b) => a - b);
  return { medianMs: Math.round(times[Math.floor(RUNS / 2)]! * 10) / 10, html };
}

describe(`the inbox with ${ROWS.toLocaleString("en-US")} requests`, { timeout: 120_000 }, () => {
  it("renders the list fast: first page, the last page, a search, the dashboard", async () => {
    // Warms the renderer and the list's own components, so the figures are the list's.
    await serverTime("/office/audit");
    await serverTime("/office?filter=spam");
    const first = await serverTime("/office");
    const all = await serverTime("/office?filter=all");
    expect(all.html.replaceAll("<!-- -->", "")).toMatch(/Requests 1–50 of [\d,]+\./);
    const last = await serverTime("/office?filter=all&page=last");
    expect(last.html).toContain("First page");
    expect(last.html).not.toContain("Last page");
    const search = await serverTime(await office.listing("filter=all&q=taser"));
    expect(search.html).toContain("<mark>");
    const dashboard = await serverTime("/office/dashboard");
    const csv = await serverTime("/office/export.csv?filter=all");
    console.log(
      `office inbox, ${ROWS} rows, server time (median of ${RUNS}): open first page ${first.medianMs} ms, ` +
        `all first page ${all.medianMs} ms, last page ${last.medianMs} ms, search ${search.medianMs} ms, ` +
        `dashboard ${dashboard.medianMs} ms, CSV of all ${csv.medianMs} ms`,
    );
    for (const { medianMs } of [first, all, last, search, dashboard]) expect(medianMs).toBeLessThan(1_000);
  });

  it("/readyz: 200 with counts while the database answers, 503 once it does not", async () => {
    const ready = await office.app.request("/readyz");
    expect(ready.status).toBe(200);
    // The seed's notifications were all delivered long ago; its spam never mailed.
    expect(await ready.json()).toEqual({
      status: "ready",
      storage: "writable",
      pending: 0,
      oldestPendingAgeSeconds: null,
      failed: 0,
    });
    await office.backend.stop();
    const down = await office.app.request("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable" });
    expect((await office.app.request("/healthz")).status).toBe(200);
  });
});
