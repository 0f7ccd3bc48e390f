/**
 * Several instances: two servers on one PostgreSQL database keep the files in one S3-compatible
 * store (s3rver, started here on 127.0.0.1). A transfer begun on one instance is cut off and
 * finished on the other; either instance's office downloads the original; the bucket holds no
 * plaintext; erasing the request on one instance empties the bucket of the file.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactResponse } from "~/contract/contact-endpoint";
import { EVIDENCE_UPLOADS_PATH } from "~/contract/evidence-uploads";
import { startOfficeApp, type OfficeApp } from "../support/office-app";
import { startS3Server, type S3Server } from "../support/s3-server";
import { startTcpProxy } from "../support/tcp-proxy";
import {
  BUILD_DIR,
  caseEvaluation,
  freePort,
  newPostgresDatabase,
  postContact,
  removeTestPostgres,
  scratchDir,
} from "./contact-helpers";

const MARKER = Buffer.from("S3-PLAINTEXT-MARKER-42");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let s3: S3Server;
let s3Dir: string;
const instances: OfficeApp[] = [];
const urls: string[] = [];

beforeAll(async () => {
  s3Dir = scratchDir("s3rver");
  const port = await freePort();
  s3 = await startS3Server({ port, dir: s3Dir, bucket: "evidence" });
  const databaseUrl = await newPostgresDatabase();
  const env = {
    EVIDENCE_KEY: randomBytes(32).toString("base64"),
    EVIDENCE_S3_BUCKET: "evidence",
    EVIDENCE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    EVIDENCE_S3_ACCESS_KEY_ID: "S3RVER",
    EVIDENCE_S3_SECRET_ACCESS_KEY: "S3RVER",
    EVIDENCE_S3_FORCE_PATH_STYLE: "true",
    STORAGE_LIMIT_PER_HOUR: "0",
  };
  for (let i = 0; i < 2; i++) {
    const office = await startOfficeApp({
      databaseUrl,
      buildDir: BUILD_DIR,
      scratch: scratchDir(`s3-instance-${i}`),
      env,
    });
    instances.push(office);
    urls.push(await office.serve());
  }
});
afterAll(async () => {
  for (const office of instances) await office.stop();
  await s3?.close();
  await removeTestPostgres();
});

describe("evidence in an S3-compatible store, with two instances", { timeout: 120_000 }, () => {
  it("a transfer begun on one instance and cut off finishes on the other; both serve the original", async () => {
    const answer = (await (await postContact(urls[0]!, caseEvaluation)).json()) as Required<ContactResponse>;
    const original = randomBytes(20 * 1_048_576);
    Buffer.from("000000206674797069736f6d0000020069736f6d69736f32617663316d703431", "hex").copy(original, 0);
    for (let at = 500_000; at < original.length - 100; at += 2_000_000) MARKER.copy(original, at);

    const [a, b] = urls.map((url) => Number(new URL(url).port));
    // Past the first part (8 MiB of sealed records): that part stays in the bucket, the rest comes through b.
    const proxy = await startTcpProxy({ port: a!, cuts: [12_000_000], afterCut: b! });
    let fileUrl = "";
    try {
      const error = await new Promise<Error | undefined>((done) => {
        const upload = new tus.Upload(original, {
          endpoint: `${proxy.url}${EVIDENCE_UPLOADS_PATH}`,
          headers: { Authorization: `Bearer ${answer.uploads.token}` },
          metadata: { filename: "body camera.mp4", language: "en" },
          retryDelays: [0, 200, 500, 1000],
          onSuccess: () => {
            fileUrl = upload.url!;
            done(undefined);
          },
          onError: done,
        });
        upload.start();
      });
      expect(error).toBeUndefined();
      expect(proxy.connections()).toBeGreaterThanOrEqual(2);
    } finally {
      await proxy.close();
    }
    const fileId = fileUrl.slice(-36);
    for (const office of instances) {
      const file = await office.backend.evidence.files.get(fileId);
      expect(file).toMatchObject({ state: "received", sha256: sha256(original), mediaType: "video/mp4" });
    }
    for (const [index, office] of instances.entries()) {
      const download = await fetch(`${urls[index]}/office/requests/${answer.id}/files/${fileId}/download`, {
        headers: { Cookie: office.cookie },
      });
      expect(download.status).toBe(200);
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(original));
      const range = await fetch(`${urls[index]}/office/requests/${answer.id}/files/${fileId}/content`, {
        headers: { Cookie: office.cookie, Range: "bytes=9000000-9100000" },
      });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer()).equals(original.subarray(9_000_000, 9_100_001))).toBe(true);
    }

    // The bucket holds the sealed file and nothing readable.
    const stored = filesUnder(s3Dir);
    expect(stored.some((path) => path.includes(fileId))).toBe(true);
    for (const path of stored) expect(readFileSync(path).includes(MARKER)).toBe(false);

    // Erased on the second instance: gone from the bucket and from the first instance's view.
    const office = instances[1]!;
    const page = `/office/requests/${answer.id}`;
    const html = await (await fetch(`${urls[1]}${page}`, { headers: { Cookie: office.cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const once = /name="once" value="([^"]+)"/.exec(html)![1]!;
    const erased = await fetch(`${urls[1]}${page}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: office.cookie, Origin: urls[1]!, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, once, intent: "delete", confirm: "yes" }),
    });
    expect(erased.status).toBe(302);
    expect(filesUnder(s3Dir).some((path) => path.includes(fileId))).toBe(false);
    expect(await instances[0]!.backend.evidence.files.get(fileId)).toBeNull();
  });
});
