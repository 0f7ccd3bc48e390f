/**
 * The office over a seeded database, on each engine, through the real app on the production
 * build: the CSV export streams, parses strictly and holds as many rows as its listing counts;
 * the dashboard's figures for a fixed range equal those counted here, independently, from the
 * seed's own requests; opening the dashboard is in the audit trail.
 */
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeCopy } from "~/office/copy";
import { dashboardCopy } from "~/office/dashboard/copy";
import { replyDueAt } from "~/lib/business-day";
import { openDatabase } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { derivedColumns, HEARD_KEYS } from "../../server/payload/derived";
import { createRequestReads } from "../../server/requests/reads";
import { searchTerms } from "../../server/payload/search-text";
import { seedRequests, type SeedOptions } from "../../server/requests/seed-requests";
import { writeSeed } from "../../server/requests/seed-writer";
import { parseCsv } from "../support/csv";
import { startOfficeApp, type OfficeApp } from "../support/office-app";
import { BUILD_DIR, newPostgresDatabase, removeTestPostgres, scratchDir } from "./contact-helpers";

const COUNT = 3_000;
const NOW = Date.now();
const SEED: SeedOptions = {
  count: COUNT,
  now: NOW,
  seed: 28,
  offices: ["intake@example.com", "paralegal@example.com"],
};
const seeded = [...seedRequests(SEED)];
const requests = seeded.map(({ request }) => request);
const calls = seeded.flatMap(({ entries }) => entries.filter((entry) => entry.kind === "call"));

afterAll(removeTestPostgres);

/** Counted here from the seed's requests, with nothing of the dashboard's code. */
const ZONE = "America/Los_Angeles";
const localDay = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(at);
const monthOf = (at: number) => localDay(at).slice(0, 7);
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );
function mondayOf(at: number): string {
  const day = new Date(`${localDay(at)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
const weekName = (monday: string) =>
  `Week of ${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(Date.parse(`${monday}T00:00:00Z`))}`;
const addMonths = (month: string, months: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
};

function expectedFigures(from: string, to: string): Map<string, string> {
  const figures = new Map<string, string>();
  const add = (chart: string, period: string, series: string, by = 1) => {
    const key = `${chart}|${period}|${series}`;
    figures.set(key, String(Number(figures.get(key) ?? 0) + by));
  };
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  const copy = dashboardCopy;
  // Weeks: the 26 Mondays up to the one of the range's last day.
  const lastDay = Date.parse(`${addMonths(to, 1)}-01T12:00:00Z`) - 86_400_000;
  const lastMonday = mondayOf(lastDay);
  const mondays = Array.from({ length: 26 }, (_, index) => {
    const day = new Date(`${lastMonday}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - (25 - index) * 7);
    return day.toISOString().slice(0, 10);
  });
  // Quarters touched by the range.
  const quarterOf = (month: string) => `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5)) - 1) / 3) + 1}`;
  const quarters = [...new Set(months.map(quarterOf))].slice(-6);
  for (const monday of mondays) {
    for (const name of Object.values(officeCopy.sources)) add(copy.weeks.bySource, weekName(monday), name, 0);
    for (const name of Object.values(officeCopy.languages)) add(copy.weeks.byEdition, weekName(monday), name, 0);
  }
  for (const quarter of quarters) {
    for (const key of HEARD_KEYS)
      add(copy.heard.title, `Q${quarter.slice(-1)} ${quarter.slice(0, 4)}`, copy.heard.channels[key], 0);
  }
  // Retained of received per quarter of arrival, by way in and by how they heard; the time each
  // request spent in New and Contacted: contacted by its first call, then on to its stage.
  const shares = new Map<string, { received: number; retained: number }>();
  const share = (chart: string, quarter: string, series: string, retained: boolean) => {
    const key = `${chart}|${quarter}|${series}`;
    const counts = shares.get(key) ?? { received: 0, retained: 0 };
    counts.received++;
    if (retained) counts.retained++;
    shares.set(key, counts);
  };
  const stayed = new Map<string, number[]>();
  const stay = (quarter: string, stage: string, ms: number) => {
    const key = `${copy.stages.title}|${quarter}|${stage}`;
    // Hours for two days, six hours to two weeks, days to a year: each bin's middle.
    const hours = ms / 3_600_000;
    const [from, width] = hours < 48 ? [0, 1] : hours < 336 ? [48, 6] : [336, 24];
    stayed.set(key, [
      ...(stayed.get(key) ?? []),
      (from + (Math.floor((hours - from) / width) + 0.5) * width) * 3_600_000,
    ]);
  };
  for (const month of months)
    for (const name of Object.values(copy.outcomes.names)) add(copy.outcomes.title, monthName(month), name, 0);
  // Calls by the month they were logged: those that reached the person, and the attempts.
  for (const month of months) {
    add(copy.calls.title, monthName(month), copy.calls.reached, 0);
    add(copy.calls.title, monthName(month), copy.calls.attempts, 0);
  }
  for (const call of calls) {
    if (!months.includes(monthOf(call.at))) continue;
    const reached = call.detail === null || call.detail === "spoke";
    add(copy.calls.title, monthName(monthOf(call.at)), reached ? copy.calls.reached : copy.calls.attempts);
  }

  const contacts = new Map<string, number[]>();
  const promises = new Map<string, { due: number; inTime: number }>();
  for (const request of requests) {
    const { edition, heard } = derivedColumns(request.payload, request.source);
    if (request.stage !== "spam") {
      const monday = mondayOf(request.createdAt);
      if (mondays.includes(monday)) {
        add(copy.weeks.bySource, weekName(monday), officeCopy.sources[request.source]);
        add(copy.weeks.byEdition, weekName(monday), officeCopy.languages[edition]);
      }
      const quarter = quarterOf(monthOf(request.createdAt));
      const named = `Q${quarter.slice(-1)} ${quarter.slice(0, 4)}`;
      if (heard && request.source === "case-evaluation" && quarters.includes(quarter)) {
        add(copy.heard.title, named, copy.heard.channels[heard]);
        share(copy.retained.byHeard, named, copy.heard.channels[heard], request.stage === "retained");
      }
      if (quarters.includes(quarter)) {
        const way = request.source === "office" ? "phone" : request.source;
        share(copy.retained.byWay, named, officeCopy.channels[way].name, request.stage === "retained");
        if (request.firstContactAt !== null) {
          stay(named, officeCopy.stages.new, request.firstContactAt - request.createdAt);
          if (request.stage !== "contacted") {
            stay(named, officeCopy.stages.contacted, request.stageChangedAt - request.firstContactAt);
          }
        }
      }
      const month = monthOf(request.createdAt);
      if (months.includes(month)) {
        const due = replyDueAt(request.createdAt);
        if (request.firstContactAt !== null) {
          contacts.set(month, [
            ...(contacts.get(month) ?? []),
            Math.floor((request.firstContactAt - request.createdAt) / 360_000),
          ]);
        }
        if (due <= NOW || request.firstContactAt !== null) {
          const promise = promises.get(month) ?? { due: 0, inTime: 0 };
          promise.due++;
          if (request.firstContactAt !== null && request.firstContactAt <= due) promise.inTime++;
          promises.set(month, promise);
        }
      }
    }
    const outcome = request.stage as keyof typeof copy.outcomes.names;
    if (request.closedAt !== null && outcome in copy.outcomes.names && months.includes(monthOf(request.closedAt))) {
      add(copy.outcomes.title, monthName(monthOf(request.closedAt)), copy.outcomes.names[outcome]);
    }
  }
  for (const quarter of quarters) {
    const named = `Q${quarter.slice(-1)} ${quarter.slice(0, 4)}`;
    for (const way of ["case-evaluation", "widget", "phone", "walk-in", "referral", "jail"] as const) {
      const counts = shares.get(`${copy.retained.byWay}|${named}|${officeCopy.channels[way].name}`);
      figures.set(
        `${copy.retained.byWay}|${named}|${officeCopy.channels[way].name}`,
        counts ? String(Math.round((counts.retained / counts.received) * 1000) / 10) : "",
      );
    }
    for (const key of HEARD_KEYS) {
      const counts = shares.get(`${copy.retained.byHeard}|${named}|${copy.heard.channels[key]}`);
      figures.set(
        `${copy.retained.byHeard}|${named}|${copy.heard.channels[key]}`,
        counts ? String(Math.round((counts.retained / counts.received) * 1000) / 10) : "",
      );
    }
    for (const stage of ["new", "contacted", "consultation"] as const) {
      const key = `${copy.stages.title}|${named}|${officeCopy.stages[stage]}`;
      const times = (stayed.get(key) ?? []).sort((a, b) => a - b);
      const median =
        times.length === 0
          ? null
          : (times[Math.floor((times.length - 1) / 2)]! + times[Math.floor(times.length / 2)]!) / 2;
      const inDays = median === null ? null : median / 86_400_000;
      figures.set(
        key,
        inDays === null ? "" : String(inDays < 1 ? Math.round(inDays * 100) / 100 : Math.round(inDays * 10) / 10),
      );
    }
  }
  for (const month of months) {
    const bins = (contacts.get(month) ?? []).sort((a, b) => a - b);
    const middle = (index: number) => (bins[index]! + 0.5) * 360_000;
    const median =
      bins.length === 0
        ? null
        : bins.length % 2
          ? middle((bins.length - 1) / 2)
          : (middle(bins.length / 2 - 1) + middle(bins.length / 2)) / 2;
    const promise = promises.get(month);
    figures.set(
      `${copy.contact.title}|${monthName(month)}|${copy.contact.median}`,
      median === null ? "" : String(Math.round(median / 360_000) / 10),
    );
    figures.set(
      `${copy.contact.title}|${monthName(month)}|${copy.contact.share}`,
      promise && promise.due > 0 ? String(Math.round((promise.inTime / promise.due) * 100)) : "",
    );
  }
  return figures;
}

async function readStreamed(response: Response): Promise<{ text: string; chunks: number }> {
  const reader = response.body!.getReader();
  // Keeps the byte-order mark, which the default decoder would drop unseen.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), chunks };
    chunks++;
    text += decoder.decode(value, { stream: true });
  }
}

describe.each(["sqlite", "postgres"] as const)(
  `the office over ${COUNT} seeded requests on %s`,
  { timeout: 120_000 },
  (engine) => {
    let office: OfficeApp;
    let url: string;

    beforeAll(async () => {
      url =
        engine === "postgres" ? await newPostgresDatabase() : `file:${join(scratchDir("office-at-scale"), "site.db")}`;
      const database = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 30_000 }, { logger: silentLogger });
      await writeSeed(database, SEED);
      await database.close();
      office = await startOfficeApp({
        databaseUrl: url,
        buildDir: BUILD_DIR,
        scratch: scratchDir("office-at-scale-app"),
      });
    }, 120_000);

    afterAll(async () => {
      await office?.stop();
    });

    it("streams each listing's CSV, which parses strictly and holds as many rows as the listing counts", async () => {
      const reads = createRequestReads(office.backend.database);
      for (const [params, query] of [
        ["filter=all", { filter: "all" }],
        ["filter=declined&source=widget&edition=es", { filter: "declined", source: "widget", edition: "es" }],
        ["filter=all&q=taser", { filter: "all", search: searchTerms("taser") }],
        ["filter=spam", { filter: "spam" }],
      ] as const) {
        const response = await office.get(await office.listing(params, "/office/export.csv"));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
        const { text, chunks } = await readStreamed(response);
        expect(text.startsWith("\uFEFF")).toBe(true);
        // A parser of its own, strict: CRLF records only, a quote only around a whole field,
        // every record as wide as the header.
        const [header, ...rows] = parse(text, {
          bom: true,
          record_delimiter: "\r\n",
          relax_quotes: false,
          relax_column_count: false,
          skip_empty_lines: false,
        }) as string[][];
        // And the tests' own reader, which also refuses a bare line break outside quotes.
        expect(parseCsv(text.slice(1))).toEqual([header, ...rows]);
        const expected = await reads.count(query);
        expect(rows, params).toHaveLength(expected);
        expect(expected).toBeGreaterThan(0);
        // A header, then a batch at a time: more than one piece for anything over a batch.
        if (expected > 500) expect(chunks).toBeGreaterThan(1);
        expect(header).toEqual(
          expect.arrayContaining([
            "Reference",
            "Received (America/Los_Angeles)",
            "Channel",
            "Phone (digits)",
            "Phone as written",
          ]),
        );
        const cell = (row: string[], name: string) => row[header!.indexOf(name)]!;
        for (const row of rows) {
          expect(cell(row, "Received (America/Los_Angeles)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
          expect(cell(row, "Phone (digits)")).toMatch(/^(\d{7,15})?$/);
          expect(cell(row, "Reference")).toMatch(/^[0-9A-F]{8}$/);
          for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
        }
      }
    });

    it("draws figures for a fixed range equal to those counted from the seed itself, and records the visit", async () => {
      const month = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(at).slice(0, 7);
      const to = addMonths(month(NOW), -4);
      const from = addMonths(to, -11);
      const page = await office.get(`/office/dashboard?from=${from}&to=${to}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Requests per week, by channel");
      expect(html).not.toContain("<script");

      const csv = await office.get(`/office/dashboard.csv?from=${from}&to=${to}`);
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
      expect(header).toEqual(["Chart", "Period", "Series", "Value"]);
      const drawn = new Map(rows.map(([chart, period, series, value]) => [`${chart}|${period}|${series}`, value!]));
      const expected = expectedFigures(from, to);
      expect(Object.fromEntries(drawn)).toEqual(Object.fromEntries(expected));
      // Not all zero: the range holds the seed's requests.
      expect([...drawn.values()].filter((value) => Number(value) > 0).length).toBeGreaterThan(50);

      const context = office.backend.office.forRequest(
        new Request("http://localhost:3000/office", { headers: { Cookie: office.cookie } }),
        "127.0.0.1",
      );
      const { entries } = await context.audit((await context.session())!, 1);
      expect(entries.slice(0, 2).map((entry) => [entry.action, entry.detail])).toEqual([
        ["export", `dashboard figures, ${from} to ${to}`],
        ["dashboard", `${from} to ${to}`],
      ]);
    });
  },
);
