/**
 * `npm run bench:upload`: the files visitors send, measured on the real server (production build,
 * embedded SQLite, files sealed in a directory), with tus-js-client from Node:
 *
 * 1. a 1 GB file on loopback: throughput, the server's CPU time, its RSS sampled every 250 ms
 *    (flat: streamed, never held whole), and the time from the last byte to the custody record;
 * 2. the same 1 GB through a proxy that throttles to BENCH_THROTTLE_MBPS (default 40 MB/s) and
 *    cuts the connection twice (at 30% and 70%): throughput, bytes sent again, RSS;
 * 3. playback start of a 500 MB H.264 video (made with ffmpeg) in the office's player, in headless
 *    Chromium: from opening the file's page to its first frame playing, and to the first frame
 *    after a seek to the middle; the median of BENCH_PLAYS (default 5).
 *
 * Every file's SHA-256 in the custody record is checked against the source. Timings depend on the
 * machine: run it on an idle one and compare runs of the same day. Needs a build.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import Database from "better-sqlite3";
import { chromium } from "@playwright/test";
import * as tus from "tus-js-client";
import type { ContactResponse } from "../app/contract/contact-endpoint";
import { EVIDENCE_UPLOADS_PATH } from "../app/contract/evidence-uploads";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { caseEvaluation, postContact, spawnServer } from "../tests/integration/contact-helpers";
import { officeLinkCli } from "../tests/integration/office-helpers";
import { startTcpProxy } from "../tests/support/tcp-proxy";

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const THROTTLE = Number(process.env.BENCH_THROTTLE_MBPS ?? 40) * MB;
const PLAYS = Number(process.env.BENCH_PLAYS ?? 5);
const OFFICE = "intake@example.com";
const scratch = mkdtempSync(join(tmpdir(), "bench-upload-"));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const fmt = (value: number, digits = 0) => value.toFixed(digits);

/** `size` bytes of random data behind an MP4's first box, written to a file; its SHA-256. */
async function sourceFile(path: string, size: number): Promise<string> {
  const hash = createHash("sha256");
  const out = createWriteStream(path);
  const head = Buffer.from("000000206674797069736f6d0000020069736f6d69736f32617663316d703431", "hex");
  for (let written = 0; written < size;) {
    const chunk = randomBytes(Math.min(8 * MB, size - written));
    if (written === 0) head.copy(chunk, 0);
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, "drain");
    written += chunk.length;
  }
  out.end();
  await once(out, "finish");
  return hash.digest("hex");
}

function sha256Of(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => done(hash.digest("hex")))
      .on("error", fail);
  });
}

/** The server's resident memory now, from /proc. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/** The server's RSS and CPU time, from /proc, every 250 ms. */
function sampler(pid: number) {
  const rss: number[] = [];
  const cpu = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const rssNow = () => rssOf(pid);
  const cpuStart = cpu();
  const timer = setInterval(() => rss.push(rssNow()), 250);
  return {
    stop() {
      clearInterval(timer);
      return { cpuSeconds: cpu() - cpuStart, rss };
    },
  };
}

function upload(endpoint: string, token: string, path: string, filename: string): Promise<string> {
  return new Promise((done, fail) => {
    const transfer = new tus.Upload(createReadStream(path), {
      endpoint,
      uploadSize: statSync(path).size,
      chunkSize: 256 * MB,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename, language: "en" },
      retryDelays: [0, 500, 1000, 2000],
      onSuccess: () => done(transfer.url!.slice(-36)),
      onError: fail,
    });
    transfer.start();
  });
}

const server = await spawnServer(
  {
    DATABASE_URL: `file:${join(scratch, "site.db")}`,
    MAIL_DIR: join(scratch, "mail"),
    EVIDENCE_DIR: join(scratch, "evidence"),
    EVIDENCE_KEY: randomBytes(32).toString("base64"),
    OFFICE_EMAILS: OFFICE,
    RATE_LIMIT_PER_MINUTE: "0",
    STORAGE_LIMIT_PER_HOUR: "0",
    EVIDENCE_REQUESTS_PER_MINUTE: "0",
  },
  { keepLine: (line) => !line.includes('"msg":"request"') },
);
const pid = server.child.pid!;
const db = new Database(join(scratch, "site.db"), { readonly: true });
const custody = (id: string) =>
  db.prepare("select sha256, size, received_at from evidence_files where id = ?").get(id) as
    { sha256: string; size: number; received_at: number } | undefined;

try {
  const answer = (await (await postContact(server.url, caseEvaluation)).json()) as Required<ContactResponse>;
  const endpoint = `${server.url}${EVIDENCE_UPLOADS_PATH}`;
  const source = join(scratch, "source.bin");
  console.log("making a 1 GB source file…");
  const sourceHash = await sourceFile(source, GB);
  const idleRss = rssOf(pid);

  // 1. Loopback.
  let sampling = sampler(pid);
  let started = performance.now();
  const first = await upload(endpoint, answer.uploads.token, source, "one-gigabyte.mp4");
  let seconds = (performance.now() - started) / 1000;
  let { cpuSeconds, rss } = sampling.stop();
  const receivedLine = server.output.find((line) => line.includes('"msg":"evidence_received"') && line.includes(first));
  const custodyMs = receivedLine ? (JSON.parse(receivedLine) as { ms: number }).ms : NaN;
  if (custody(first)?.sha256 !== sourceHash) throw new Error("the custody record's SHA-256 does not match the source");
  console.log(
    `1 GB on loopback: ${fmt(seconds, 1)} s, ${fmt(GB / MB / seconds)} MB/s; server CPU ${fmt(cpuSeconds, 1)} s ` +
      `(${fmt((cpuSeconds / seconds) * 100)}% of one core); RSS idle ${fmt(idleRss / MB)} MB, during ` +
      `${fmt(Math.min(...rss) / MB)}–${fmt(Math.max(...rss) / MB)} MB (median ${fmt(median(rss) / MB)}); ` +
      `last byte to custody record (SHA-256 of every byte as stored) ${custodyMs} ms; SHA-256 matches`,
  );

  // 2. Throttled, cut twice.
  const throttled = await startTcpProxy({
    port: Number(new URL(server.url).port),
    bytesPerSecond: THROTTLE,
    cuts: [0.3 * GB, 0.7 * GB],
  });
  sampling = sampler(pid);
  started = performance.now();
  const second = await upload(
    `${throttled.url}${EVIDENCE_UPLOADS_PATH}`,
    answer.uploads.token,
    source,
    "cut-twice.mp4",
  );
  seconds = (performance.now() - started) / 1000;
  ({ cpuSeconds, rss } = sampling.stop());
  const resent = throttled.passed() - GB;
  await throttled.close();
  if (custody(second)?.sha256 !== sourceHash) throw new Error("the throttled upload's SHA-256 does not match");
  console.log(
    `1 GB at ${fmt(THROTTLE / MB)} MB/s, cut ${throttled.cutsMade()} times: ${fmt(seconds, 1)} s, ` +
      `${fmt(GB / MB / seconds, 1)} MB/s; sent again ${fmt(resent / MB, 1)} MB (requests and headers included); ` +
      `server CPU ${fmt(cpuSeconds, 1)} s; RSS ${fmt(Math.min(...rss) / MB)}–${fmt(Math.max(...rss) / MB)} MB; SHA-256 matches`,
  );
  rmSync(source);

  // 3. Playback of a 500 MB video in the office.
  const video = join(scratch, "video.mp4");
  console.log("making a 500 MB H.264 video with ffmpeg…");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=duration=100:size=1280x720:rate=30"],
    // Constant bitrate with filler: 40 Mbit/s for 100 s is 500 MB, as a phone's 4K clip would be.
    ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "40M", "-minrate", "40M", "-maxrate", "40M"],
    ...["-bufsize", "40M", "-x264-params", "nal-hrd=cbr:force-cfr=1"],
    ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", "-y", video],
  ]);
  const videoBytes = statSync(video).size;
  const videoHash = await sha256Of(video);
  const third = await upload(endpoint, answer.uploads.token, video, "bystander.mp4");
  if (custody(third)?.sha256 !== videoHash) throw new Error("the video's SHA-256 does not match");

  const { out } = await officeLinkCli(OFFICE, {
    DATABASE_URL: `file:${join(scratch, "site.db")}`,
    OFFICE_EMAILS: OFFICE,
    SITE_URL: server.url,
  });
  const link = /https?:\/\/\S+\/office\/link\?token=[\w-]+/.exec(out)?.[0];
  if (!link) throw new Error(`no sign-in link: ${out}`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const filePage = `${server.url}/office/requests/${answer.id}/files/${third}`;
    const starts: number[] = [];
    const seeks: number[] = [];
    for (let play = 0; play < PLAYS; play++) {
      const opened = performance.now();
      await page.goto(filePage);
      await page.locator("video").evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return new Promise<void>((done) => {
          element.addEventListener("playing", () => done(), { once: true });
          void element.play();
        });
      });
      starts.push(performance.now() - opened);
      seeks.push(
        await page.locator("video").evaluate(
          (element: HTMLVideoElement) =>
            new Promise<number>((done) => {
              const at = performance.now();
              element.addEventListener("seeked", () => done(performance.now() - at), { once: true });
              element.currentTime = element.duration / 2;
            }),
        ),
      );
    }
    console.log(
      `${fmt(videoBytes / MB)} MB video in the office's player: first frame playing ${fmt(median(starts))} ms ` +
        `after opening its page (median of ${PLAYS}: ${starts.map((ms) => fmt(ms)).join(", ")}); ` +
        `a seek to the middle ${fmt(median(seeks))} ms`,
    );
  } finally {
    await browser.close();
  }
} finally {
  db.close();
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(scratch, { recursive: true, force: true });
}
