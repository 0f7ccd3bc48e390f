/**
 * `npm run bench:publish`: the time from Publish to the new page served, and what a publish
 * costs the server, on the production build:
 *
 * 1. one instance on SQLite: the office saves a draft (a new office-hours text), presses Publish,
 *    and the home page is fetched until it shows the new text;
 * 2. two instances on one PostgreSQL (a throwaway cluster) behind nginx: the publish is made on
 *    the first, and the time is until the second, and nginx, serve the new text.
 *
 * Each round's figure runs from the moment Publish is sent. Every instance logs each re-render of
 * the whole site (both editions, sitemap, robots.txt, 404 pages) with its time and the
 * process's peak memory meanwhile (content_rendered): the medians are reported beside the
 * process's memory before the first publish. The machine may be shared: medians of ROUNDS rounds.
 * Writes reports/bench-publish.md. Needs a build, PostgreSQL's server binaries and nginx.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { documentById, rootField } from "../app/content/model/documents";
import { formFields } from "../app/office/site/editor-form";
import { launchReady } from "../tests/support/launch-ready";
import { startNginx } from "../tests/support/nginx";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { freePort, scratchDir, spawnServer, type ServerProcess } from "../tests/integration/contact-helpers";

const ROOT = resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const OFFICE = "intake@example.com";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function cli(script: string, args: string[], env: Record<string, string>): string {
  return execFileSync(process.execPath, ["--import", "tsx", resolve(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

async function signIn(url: string, env: Record<string, string>): Promise<string> {
  const link = /http\S+\/office\/link\?token=[\w-]+/.exec(cli("server/office/cli.ts", [OFFICE], env))![0];
  const opened = await fetch(link.replace(/^https?:\/\/[^/]+/, url), { redirect: "manual" });
  const held = /^(office_link=[^;]*)/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
  const confirmed = await fetch(`${url}/office/link`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: held, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  return /(office_session=[^;]*)/.exec(confirmed.headers.getSetCookie().join("\n"))![1]!;
}

const shared = structuredClone(launchReady().documents.shared!.value) as {
  firmText: { hours: { en: string; es: string } };
};

/** Saves a draft of the firm's words with new hours, then publishes: ms from Publish until `until` says so. */
async function round(url: string, cookie: string, index: number, until: string[]): Promise<number> {
  const hours = `Monday to Friday, round ${index} of the benchmark`;
  shared.firmText.hours = { en: hours, es: `De lunes a viernes, ronda ${index}` };
  const page = await (await fetch(`${url}/office/site/edit/shared`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
  const revision = /name="revision" value="(\d+)"/.exec(page)![1]!;
  const headers = { Origin: url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
  const body = new URLSearchParams([
    ["csrf", csrf],
    ["revision", revision],
    ...formFields(rootField(documentById("shared")!), shared),
  ]);
  body.append("spanish-reviewed", "true");
  const saved = await fetch(`${url}/office/site/edit/shared`, { method: "POST", redirect: "manual", headers, body });
  if (saved.status !== 302) throw new Error(`the draft was not saved: ${saved.status}`);
  const started = performance.now();
  const published = await fetch(`${url}/office/site`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({ csrf, intent: "publish" }),
  });
  if (published.status !== 302) throw new Error(`not published: ${published.status}`);
  await Promise.all(
    until.map(async (target) => {
      for (;;) {
        if ((await (await fetch(`${target}/`)).text()).includes(hours)) return;
        if (performance.now() - started > 30_000) throw new Error(`${target} did not show round ${index}`);
        await new Promise((done) => setTimeout(done, 25));
      }
    }),
  );
  return performance.now() - started;
}

function rendered(server: ServerProcess): { renderMs: number; peakRssMb: number }[] {
  return server.output
    .filter((line) => line.includes('"content_rendered"'))
    .map((line) => JSON.parse(line) as { renderMs: number; peakRssMb: number });
}

const rssMb = (server: ServerProcess) =>
  Math.round(Number(execFileSync("ps", ["-o", "rss=", "-p", String(server.child.pid)], { encoding: "utf8" })) / 1024);

async function prepared(env: Record<string, string>) {
  const file = join(scratchDir("bench-publish"), `ready-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(launchReady()));
  cli("server/content/cli.ts", ["import", file, "--publish", "--as", OFFICE], env);
}

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

async function sqlite() {
  const scratch = scratchDir("bench-publish-sqlite");
  const env = {
    DATABASE_URL: `file:${join(scratch, "site.db")}`,
    MAIL_DIR: join(scratch, "mail"),
    OFFICE_EMAILS: OFFICE,
    SITE_URL: "http://localhost:3000",
    RATE_LIMIT_PER_MINUTE: "0",
    OFFICE_LINKS_PER_HOUR: "0",
  };
  await prepared(env);
  const server = await spawnServer(env);
  try {
    const before = rssMb(server);
    const cookie = await signIn(server.url, env);
    const times: number[] = [];
    for (let index = 1; index <= ROUNDS; index++) times.push(await round(server.url, cookie, index, [server.url]));
    const renders = rendered(server).slice(1);
    say(
      `| SQLite, one instance | ${Math.round(median(times))} ms | ${Math.round(Math.max(...times))} ms | ${median(renders.map((render) => render.renderMs))} ms | ${before} MB | ${median(renders.map((render) => render.peakRssMb))} MB |`,
    );
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function postgres() {
  const cluster = await startPostgresCluster();
  const scratch = scratchDir("bench-publish-postgres");
  const env = {
    DATABASE_URL: await cluster.createDatabase("site"),
    MAIL_DIR: join(scratch, "mail"),
    OFFICE_EMAILS: OFFICE,
    SITE_URL: "http://localhost:3000",
    RATE_LIMIT_PER_MINUTE: "0",
    OFFICE_LINKS_PER_HOUR: "0",
  };
  const instances: ServerProcess[] = [];
  try {
    await prepared(env);
    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(await spawnServer({ ...env, PORT: String(port) }));
    const nginx = await startNginx({ port: await freePort(), upstreams: ports });
    try {
      const before = rssMb(instances[1]!);
      const [first, second] = instances as [ServerProcess, ServerProcess];
      const cookie = await signIn(first.url, env);
      const times: number[] = [];
      for (let index = 1; index <= ROUNDS; index++) {
        times.push(await round(first.url, cookie, index, [first.url, second.url, nginx.url]));
      }
      const renders = rendered(second).slice(1);
      say(
        `| PostgreSQL, two instances behind nginx (until both serve it) | ${Math.round(median(times))} ms | ${Math.round(Math.max(...times))} ms | ${median(renders.map((render) => render.renderMs))} ms | ${before} MB | ${median(renders.map((render) => render.peakRssMb))} MB |`,
      );
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const instance of instances) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
    await cluster.remove();
  }
}

say(
  `bench:publish, ${new Date().toISOString().slice(0, 10)}, ${ROUNDS} rounds each (medians; the machine may be shared)`,
);
say("");
say(
  "| setup | publish to served, median | slowest | re-render of the site, median | process memory before | peak during a re-render |",
);
say("| --- | ---: | ---: | ---: | ---: | ---: |");
await sqlite();
await postgres();
mkdirSync(resolve(ROOT, "reports"), { recursive: true });
writeFileSync(resolve(ROOT, "reports/bench-publish.md"), `${lines.join("\n")}\n`);
