/**
 * `npm run bench:search-marks`: what marking a search page's matches costs, without a server or
 * a database: for each search bench:office asks, the 50 newest seeded requests it marks
 * something in (a page of the inbox), marked as the inbox marks them (matchedIn, with the page's
 * one reading of the search), RUNS times after 5 to warm up. Prints the median and p95 per page.
 * To see where the time goes, profile it:
 *
 *   ./site bench:search-marks [-- --runs=50 --count=5000]
 *   node --cpu-prof --cpu-prof-dir=reports/profiles --import tsx scripts/bench-search-marks.ts
 *
 * A benchmark, not a test; the figures go to docs/benchmarks.md with the load the machine had.
 */
import { loadavg } from "node:os";
import { PAGE_SIZE, matchedIn } from "../server/office/inbox";
import { searchMarks } from "../server/office/highlight";
import { searchTerms } from "../server/payload/search-text";
import { seedRequests } from "../server/requests/seed-requests";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const RUNS = Number(option("runs", "50"));
const COUNT = Number(option("count", "5000"));
const WARM_UP = 5;

/** bench:office's searches that mark the story and the place (a name or a reference marks only its field). */
const SEARCHES = ["taser", "tased", "perro policía", "perro policia", "pulled me out of my car", "police", "ángela"];

type Fields = { item: { name: string; email: string; phone: string }; payload: Record<string, unknown> };

const text = (value: unknown) => (typeof value === "string" ? value : "");
const requests: Fields[] = [
  ...seedRequests({ count: COUNT, now: Date.UTC(2026, 11, 1), offices: ["intake@example.com"] }),
]
  .reverse()
  .map(({ request: { payload } }) => ({
    item: {
      name: `${text(payload.firstName)} ${text(payload.lastName)}`.trim(),
      email: text(payload.email),
      phone: text(payload.phone),
    },
    payload,
  }));

const marksSomething = (matched: ReturnType<typeof matchedIn>) =>
  Object.values(matched).some((runs) => runs?.some((run) => run.match));

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

console.log(
  `${COUNT.toLocaleString("en-US")} seeded requests, ${RUNS} runs a search; load average ${loadavg()[0]!.toFixed(2)}`,
);
console.log("| search | rows | median ms a page | p95 ms a page |\n| --- | ---: | ---: | ---: |");
for (const search of SEARCHES) {
  const words = searchTerms(search)!.words;
  const reading = searchMarks(words);
  const page = requests
    .filter(({ item, payload }) => marksSomething(matchedIn(item, payload, reading)))
    .slice(0, PAGE_SIZE);
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const marks = searchMarks(words);
    for (const { item, payload } of page) matchedIn(item, payload, marks);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2);
  console.log(`| ${search} | ${page.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} |`);
}
