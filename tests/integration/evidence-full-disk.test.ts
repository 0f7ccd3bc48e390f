/**
 * A full disk under the evidence store (a small tmpfs the test mounts): the transfer's write is
 * answered 503 with Retry-After, what was acknowledged before stays whole, and once there is room
 * again the same tus client resumes and finishes, the SHA-256 matching. Needs root for the tmpfs
 * (skipped otherwise) and a build.
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as tus from "tus-js-client";
import { afterAll, describe, expect, it } from "vitest";
import type { ContactResponse } from "~/contract/contact-endpoint";
import { EVIDENCE_UPLOADS_PATH, UPLOAD_REFUSAL_HEADER } from "~/contract/evidence-uploads";
import { startOfficeApp, type OfficeApp } from "../support/office-app";
import { mountSmallDisk, type SmallDisk } from "../support/small-disk";
import { BUILD_DIR, caseEvaluation, postContact, scratchDir } from "./contact-helpers";

const probe = mountSmallDisk(1);
const skipped = "skipped" in probe ? probe.skipped : undefined;
if ("unmount" in probe) probe.unmount();
if (skipped) console.warn(`evidence full-disk test skipped: ${skipped}`);

let disk: SmallDisk | undefined;
let office: OfficeApp | undefined;
afterAll(async () => {
  await office?.stop();
  disk?.unmount();
});

describe.skipIf(skipped)("a full disk under the evidence store", { timeout: 90_000 }, () => {
  it("answers 503 with Retry-After, keeps what it acknowledged, and finishes once there is room", async () => {
    const mounted = mountSmallDisk(16);
    if ("skipped" in mounted) throw new Error(mounted.skipped);
    disk = mounted;
    const scratch = scratchDir("evidence-full");
    office = await startOfficeApp({
      databaseUrl: `file:${join(scratch, "site.db")}`,
      buildDir: BUILD_DIR,
      scratch,
      env: { EVIDENCE_DIR: join(mounted.dir, "evidence"), EVIDENCE_KEY: randomBytes(32).toString("base64") },
    });
    const url = await office.serve();
    const answer = (await (await postContact(url, caseEvaluation)).json()) as Required<ContactResponse>;

    // About 6 MB of room for a 10 MB file.
    const filler = join(mounted.dir, "filler");
    writeFileSync(filler, Buffer.alloc(10 * 1_048_576, 1));
    const original = randomBytes(10 * 1_048_576);
    Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex").copy(original, 0);

    const refusals: { status: number; retryAfter: string | null; code: string | null }[] = [];
    const kept: number[] = [];
    const error = await new Promise<Error | undefined>((done) => {
      const upload = new tus.Upload(original, {
        endpoint: `${url}${EVIDENCE_UPLOADS_PATH}`,
        headers: { Authorization: `Bearer ${answer.uploads.token}` },
        metadata: { filename: "injuries.jpg", language: "en" },
        retryDelays: [500, 1000, 1000, 2000, 2000, 4000],
        onShouldRetry: (failure) => {
          const response = failure.originalResponse;
          if (response) {
            refusals.push({
              status: response.getStatus(),
              retryAfter: response.getHeader("Retry-After") ?? null,
              code: response.getHeader(UPLOAD_REFUSAL_HEADER) ?? null,
            });
            // What the store holds when it refused: then the operator makes room.
            void office!.backend.evidence.receivedBytes(upload.url!.slice(-36)).then((bytes) => {
              kept.push(bytes);
              rmSync(filler, { force: true });
            });
          }
          return true;
        },
        onSuccess: () => done(undefined),
        onError: done,
      });
      upload.start();
    });
    expect(error).toBeUndefined();
    expect(refusals.length).toBeGreaterThanOrEqual(1);
    expect(refusals[0]).toMatchObject({ status: 503, retryAfter: "10", code: "unavailable" });
    // Acknowledged bytes were kept: whole records, part of the file, from which the transfer resumed.
    expect(kept[0]).toBeGreaterThan(1_048_576);
    expect(kept[0]! % 65_536).toBe(0);
    expect(kept[0]).toBeLessThan(original.length);
    const [file] = await office.backend.evidence.files.ofRequest(answer.id);
    expect(file).toMatchObject({ state: "received", size: original.length, mediaType: "image/jpeg" });
    expect(file!.sha256).toBe(createHash("sha256").update(original).digest("hex"));
  });
});
