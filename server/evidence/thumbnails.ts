import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream/promises";
import { buffer } from "node:stream/consumers";
import type { Readable } from "node:stream";
import { parseRange } from "./ranges";

/** What the office's list shows of a file besides its type and size. */
export type Preview = {
  thumbnail: Buffer | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
};

const NONE: Preview = { thumbnail: null, durationMs: null, width: null, height: null };
const THUMBNAIL_WIDTH = 320;
/** Photos larger than this are listed by type and size: decoding one would take the server's memory. */
const LARGEST_PHOTO = 64 * 1024 * 1024;
const FFMPEG_TIMEOUT_MS = 20_000;

let ffmpegFound: boolean | undefined;
/** Whether ffmpeg (and ffprobe) are on this machine: without them a video is listed by type and size. */
export function hasFfmpeg(): boolean {
  ffmpegFound ??= ["ffmpeg", "ffprobe"].every(
    (tool) => spawnSync(tool, ["-version"], { stdio: "ignore" }).status === 0,
  );
  return ffmpegFound;
}

type Open = (start: number, end: number) => Promise<Readable>;

/**
 * A thumbnail made on the server from the decrypted file, never written to disk in the clear: a
 * photo through sharp (HEIC needs an HEVC decoder its build lacks, so a HEIC photo gets none); a
 * video's duration and first frame through ffmpeg, which reads the decrypted bytes from a
 * loopback address of this process, by Range, as a player would.
 */
export async function previewOf(file: { size: number; mediaType: string }, open: Open): Promise<Preview> {
  if (file.mediaType.startsWith("image/")) {
    if (file.size > LARGEST_PHOTO || file.mediaType === "image/heic" || file.mediaType === "image/heif") return NONE;
    const { default: sharp } = await import("sharp");
    const photo = await buffer(await open(0, file.size - 1));
    const image = sharp(photo, { failOn: "none" }).rotate();
    const { width = null, height = null } = await image.metadata();
    const thumbnail = await image
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { thumbnail, durationMs: null, width, height };
  }
  if ((file.mediaType.startsWith("video/") || file.mediaType.startsWith("audio/")) && hasFfmpeg()) {
    return withLoopback(file.size, open, async (url) => {
      const probe = JSON.parse(
        await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", url]),
      ) as { format?: { duration?: string }; streams?: { codec_type?: string; width?: number; height?: number }[] };
      const seconds = Number(probe.format?.duration);
      const video = probe.streams?.find((stream) => stream.codec_type === "video");
      let thumbnail: Buffer | null = null;
      if (video) {
        const frame = await runBinary("ffmpeg", [
          ...["-v", "error", "-i", url, "-frames:v", "1", "-vf", `scale=${THUMBNAIL_WIDTH}:-2`],
          ...["-f", "image2pipe", "-c:v", "png", "pipe:1"],
        ]);
        if (frame.length > 0) {
          const { default: sharp } = await import("sharp");
          thumbnail = await sharp(frame).webp({ quality: 70 }).toBuffer();
        }
      }
      return {
        thumbnail,
        durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
        width: video?.width ?? null,
        height: video?.height ?? null,
      };
    });
  }
  return NONE;
}

/** Serves the decrypted file, Range and all, on 127.0.0.1 at a random path, for as long as `work` runs. */
async function withLoopback<T>(size: number, open: Open, work: (url: string) => Promise<T>): Promise<T> {
  const secret = randomBytes(16).toString("hex");
  const server: Server = createServer((req, res) => {
    if (req.url !== `/${secret}`) {
      res.writeHead(404).end();
      return;
    }
    const range = parseRange(req.headers.range, size);
    if (range === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${size}` }).end();
      return;
    }
    const [start, end] = range ?? [0, size - 1];
    res.writeHead(range ? 206 : 200, {
      "Accept-Ranges": "bytes",
      "Content-Length": String(end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
    });
    if (req.method === "HEAD") return void res.end();
    open(start, end)
      .then((stream) => pipeline(stream, res))
      .catch(() => res.destroy());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    const { port } = server.address() as AddressInfo;
    return await work(`http://127.0.0.1:${port}/${secret}`);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

function runBinary(command: string, args: string[]): Promise<Buffer> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "ignore"], timeout: FFMPEG_TIMEOUT_MS });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0 ? done(Buffer.concat(chunks)) : fail(new Error(`${command} exited ${code}`)),
    );
  });
}

async function run(command: string, args: string[]): Promise<string> {
  return (await runBinary(command, args)).toString("utf8");
}
