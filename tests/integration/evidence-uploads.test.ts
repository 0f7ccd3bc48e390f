/**
 * Files a visitor sends, end to end on one server (the production build, in this process, over
 * real HTTP): tus-js-client from Node sends 50 MB through a proxy that cuts the connection twice
 * and resumes; the custody record's SHA-256 matches; the stored bytes hold no plaintext; the
 * office's download equals the original, with Range; a wrong, foreign or expired credential is
 * refused and reads nothing; bytes that say HTML or an executable are refused in the visitor's
 * language, keeping what was sent; "Delete now" leaves no key and no bytes.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactResponse } from "~/contract/contact-endpoint";
import { EVIDENCE_UPLOADS_PATH, UPLOAD_REFUSAL_HEADER } from "~/contract/evidence-uploads";
import { issueCredential } from "../../server/evidence/credential";
import { masterKeyFrom } from "../../server/evidence/master-key";
import { startOfficeApp, type OfficeApp } from "../support/office-app";
import { startTcpProxy } from "../support/tcp-proxy";
import { BUILD_DIR, caseEvaluation, postContact, scratchDir } from "./contact-helpers";

const MASTER = randomBytes(32);
const credentialKey = masterKeyFrom(MASTER).credentialKey;
const MARKER = Buffer.from("PLAINTEXT-MARKER-0123456789");

/** An MP4's first box (its type by its bytes), then `size` bytes with the marker scattered through them. */
function videoBytes(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from("000000206674797069736f6d0000020069736f6d69736f32617663316d703431", "hex").copy(bytes, 0);
  for (let at = 1_000_000; at + MARKER.length < size; at += 3_000_000) MARKER.copy(bytes, at);
  return bytes;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function send(
  endpoint: string,
  token: string,
  bytes: Buffer,
  { filename = "video.mp4", language = "en" } = {},
): Promise<{ url: string; error?: tus.DetailedError }> {
  return new Promise((done) => {
    const upload = new tus.Upload(bytes, {
      endpoint,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename, language },
      retryDelays: [0, 100, 300, 600, 1000],
      onSuccess: () => done({ url: upload.url! }),
      onError: (error) => done({ url: upload.url ?? "", error: error as tus.DetailedError }),
    });
    upload.start();
  });
}

let office: OfficeApp;
let url: string;
let evidenceDir: string;
let dbPath: string;

async function newRequest(): Promise<Required<ContactResponse>> {
  const response = await postContact(url, caseEvaluation);
  expect(response.status).toBe(200);
  return (await response.json()) as Required<ContactResponse>;
}

const officeGet = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers: { Cookie: office.cookie, ...headers } });

/** Posts a form of a request's page as the office's browser would, with the page's token. */
async function officePost(page: string, fields: Record<string, string>) {
  const html = await (await officeGet(page)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  // The form's one-time action id, as the page rendered it (server/office/once.ts).
  const once = /name="once" value="([^"]+)"/.exec(html)![1]!;
  return fetch(`${url}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: office.cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, once, ...fields }),
  });
}

beforeAll(async () => {
  const scratch = scratchDir("evidence");
  evidenceDir = join(scratch, "evidence");
  dbPath = join(scratch, "site.db");
  office = await startOfficeApp({
    databaseUrl: `file:${dbPath}`,
    buildDir: BUILD_DIR,
    scratch,
    env: {
      EVIDENCE_DIR: evidenceDir,
      EVIDENCE_KEY: MASTER.toString("base64"),
      STORAGE_LIMIT_PER_HOUR: "0",
      EVIDENCE_MAX_FILES: "3",
      EVIDENCE_MAX_REQUEST_MB: "60",
      EVIDENCE_REQUESTS_PER_MINUTE: "60",
    },
  });
  url = await office.serve();
});
afterAll(async () => {
  await office?.stop();
});

describe("evidence uploads", { timeout: 120_000 }, () => {
  let request: Required<ContactResponse>;
  let original: Buffer;
  let fileId: string;

  it("the endpoint's answer gives an upload address and a credential for that request alone", async () => {
    request = await newRequest();
    expect(request.uploads.url).toBe(`${url}${EVIDENCE_UPLOADS_PATH}`);
    expect(request.uploads.token).toMatch(/^[\w-]{40,64}$/);
    expect(request.uploads.expiresAt - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(request.uploads.limits).toEqual({ fileBytes: 2048 * 1_048_576, requestBytes: 60 * 1_048_576, files: 3 });
  });

  it("50 MB over a connection cut twice resumes where it stopped, and its SHA-256 matches", async () => {
    original = videoBytes(50 * 1_048_576);
    const proxy = await startTcpProxy({ port: Number(new URL(url).port), cuts: [15_000_000, 38_000_000] });
    try {
      const sent = await send(`${proxy.url}${EVIDENCE_UPLOADS_PATH}`, request.uploads.token, original);
      expect(sent.error).toBeUndefined();
      expect(proxy.cutsMade()).toBe(2);
      fileId = sent.url.slice(-36);
    } finally {
      await proxy.close();
    }
    const [file] = await office.backend.evidence.files.ofRequest(request.id);
    expect(file).toMatchObject({ id: fileId, state: "received", size: original.length, mediaType: "video/mp4" });
    expect(file!.sha256).toBe(sha256(original));
  });

  it("keeps no plaintext: the marker is in the original and nowhere in what is stored", () => {
    expect(original.includes(MARKER)).toBe(true);
    const stored = readFileSync(join(evidenceDir, fileId));
    expect(stored.length).toBeGreaterThan(original.length);
    expect(stored.includes(MARKER)).toBe(false);
    for (const name of readdirSync(evidenceDir))
      expect(readFileSync(join(evidenceDir, name)).includes(MARKER)).toBe(false);
  });

  it("the office's download is the original, byte for byte, typed by its bytes, sandboxed, never cached, audited", async () => {
    const page = `/office/requests/${request.id}/files/${fileId}`;
    const download = await officeGet(`${page}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("video/mp4");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="video\.mp4"/);
    expect(download.headers.get("content-security-policy")).toMatch(/^sandbox/);
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(original));
    // Without a session, nothing.
    expect((await fetch(`${url}${page}/download`)).status).toBe(401);
    const audit = await office.backend.database.db
      .selectFrom("office_audit")
      .select(["action", "detail"])
      .where("request_id", "=", request.id)
      .execute();
    expect(audit).toContainEqual({ action: "file_download", detail: fileId });
  });

  it("answers Range requests with the bytes asked for, decrypting only the records they touch", async () => {
    const content = `/office/requests/${request.id}/files/${fileId}/content`;
    for (const [header, start, end] of [
      ["bytes=1000-70000", 1000, 70000],
      [`bytes=${original.length - 100}-`, original.length - 100, original.length - 1],
      ["bytes=-65536", original.length - 65536, original.length - 1],
      ["bytes=26214400-26279935", 26_214_400, 26_279_935],
    ] as const) {
      const answer = await officeGet(content, { Range: header });
      expect(answer.status).toBe(206);
      expect(answer.headers.get("content-range")).toBe(`bytes ${start}-${end}/${original.length}`);
      expect(answer.headers.get("content-disposition")).toMatch(/^inline/);
      expect(Buffer.from(await answer.arrayBuffer()).equals(original.subarray(start, end + 1))).toBe(true);
    }
    const past = await officeGet(content, { Range: `bytes=${original.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${original.length}`);
  });

  it("refuses a wrong, a changed, an expired or another request's credential; a credential reads nothing", async () => {
    const endpoint = `${url}${EVIDENCE_UPLOADS_PATH}`;
    const create = (token: string | null) =>
      fetch(endpoint, {
        method: "POST",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": "100",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
    for (const token of [null, "not-a-credential", `${request.uploads.token.slice(0, -2)}AA`]) {
      const answer = await create(token);
      expect(answer.status).toBe(401);
      expect(answer.headers.get(UPLOAD_REFUSAL_HEADER)).toBe("credential_invalid");
    }
    const expired = await create(issueCredential(credentialKey, request.id, Date.now() - 1000));
    expect(expired.status).toBe(401);
    expect(expired.headers.get(UPLOAD_REFUSAL_HEADER)).toBe("credential_expired");
    // A credential for a request that does not exist.
    const unknown = await create(
      issueCredential(credentialKey, "00000000-0000-4000-8000-000000000000", Date.now() + 60_000),
    );
    expect(unknown.status).toBe(401);

    const other = await newRequest();
    const fileUrl = `${endpoint}/${fileId}`;
    const head = (token: string) =>
      fetch(fileUrl, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0", Authorization: `Bearer ${token}` } });
    expect((await head(request.uploads.token)).status).toBe(200);
    expect((await head(request.uploads.token)).headers.get("upload-metadata")).toBeNull();
    expect((await head(other.uploads.token)).status).toBe(404);
    const read = await fetch(fileUrl, { headers: { Authorization: `Bearer ${request.uploads.token}` } });
    expect(read.status).toBe(405);
    expect((await read.arrayBuffer()).byteLength).toBe(0);
  });

  it("refuses bytes that say HTML or an executable, in the visitor's language, and keeps what was sent", async () => {
    const endpoint = `${url}${EVIDENCE_UPLOADS_PATH}`;
    const html = Buffer.from(`<!doctype html><html><script>alert(document.cookie)</script>${"x".repeat(5000)}</html>`);
    const elf = Buffer.concat([Buffer.from("7f454c46020101000000000000000000", "hex"), randomBytes(80_000)]);
    for (const [bytes, filename, language, words] of [
      [html, "photo.jpg", "en", /not a photo, video, voice recording or PDF/],
      [elf, "video.mp4", "es", /no es una foto, un video, una grabación de voz ni un PDF/],
    ] as const) {
      const sent = await send(endpoint, request.uploads.token, bytes, { filename, language });
      expect(sent.error?.originalResponse?.getStatus()).toBe(415);
      expect(sent.error?.originalResponse?.getHeader(UPLOAD_REFUSAL_HEADER)).toBe("type_refused");
      expect(sent.error?.originalResponse?.getBody()).toMatch(words);
    }
    const files = await office.backend.evidence.files.ofRequest(request.id);
    expect(files.map((file) => file.id)).toEqual([fileId]);
    expect(readdirSync(evidenceDir).filter((name) => !name.endsWith(".json"))).toEqual([fileId]);
  });

  it("states and keeps the limits of a request: its bytes in all, its number of files", async () => {
    const limited = await newRequest();
    const create = (length: number) =>
      fetch(`${url}${EVIDENCE_UPLOADS_PATH}`, {
        method: "POST",
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": String(length),
          "Content-Language": "es",
          Authorization: `Bearer ${limited.uploads.token}`,
        },
      });
    const tooMuch = await create(61 * 1_048_576);
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.headers.get(UPLOAD_REFUSAL_HEADER)).toBe("request_full");
    expect(await tooMuch.text()).toMatch(/Ya no hay espacio para más archivos/);
    for (let i = 0; i < 3; i++) expect((await create(1000)).status).toBe(201);
    const fourth = await create(1000);
    expect(fourth.status).toBe(403);
    expect(fourth.headers.get(UPLOAD_REFUSAL_HEADER)).toBe("too_many_files");
  });

  it("Delete now erases the files with their request: no row, no key, no bytes", async () => {
    const { wrappedKey } = (await office.backend.evidence.files.get(fileId))!;
    expect(existsSync(join(evidenceDir, fileId))).toBe(true);
    const databaseFiles = () => [dbPath, `${dbPath}-wal`].filter(existsSync).map((path) => readFileSync(path));
    expect(databaseFiles().some((bytes) => bytes.includes(Buffer.from(wrappedKey)))).toBe(true);

    const page = `/office/requests/${request.id}`;
    const erased = await officePost(page, { intent: "delete", confirm: "yes" });
    expect(erased.status).toBe(302);
    expect(await office.backend.evidence.files.ofRequest(request.id)).toEqual([]);
    expect(existsSync(join(evidenceDir, fileId))).toBe(false);
    expect(existsSync(join(evidenceDir, `${fileId}.json`))).toBe(false);
    expect(databaseFiles().some((bytes) => bytes.includes(Buffer.from(wrappedKey)))).toBe(false);
    // And the credential with it.
    const create = await fetch(`${url}${EVIDENCE_UPLOADS_PATH}`, {
      method: "POST",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "10", Authorization: `Bearer ${request.uploads.token}` },
    });
    expect(create.status).toBe(401);
  });

  it("the office mails an upload link on a click: the credential in the mail only, the thread keeps the words", async () => {
    const asked = await newRequest();
    const page = `/office/requests/${asked.id}`;
    const posted = await officePost(page, { intent: "upload_link", language: "es" });
    expect(posted.headers.get("location")).toBe(`${page}?sent=upload_link#files`);
    const mailDir = join(evidenceDir, "..", "mail");
    let mail = "";
    for (let tries = 0; tries < 100 && !mail; tries++) {
      const name = existsSync(mailDir)
        ? readdirSync(mailDir).find((file) => file.includes("-reply-") && file.includes(asked.id))
        : undefined;
      if (name) mail = (await simpleParser(readFileSync(join(mailDir, name)))).text ?? "";
      else await new Promise((done) => setTimeout(done, 100));
    }
    const token = /\/es\/send-files#token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    expect(mail).toContain("Puede enviarnos las fotos, los videos y los papeles de su caso");
    // It works for this request's uploads.
    const create = await fetch(`${url}${EVIDENCE_UPLOADS_PATH}`, {
      method: "POST",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "10", Authorization: `Bearer ${token}` },
    });
    expect(create.status).toBe(201);
    // The thread holds the message without the link.
    const thread = await office.backend.database.db
      .selectFrom("request_thread")
      .select(["body", "template", "language"])
      .where("request_id", "=", asked.id)
      .where("kind", "=", "reply")
      .execute();
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ template: "upload_link", language: "es" });
    expect(thread[0]!.body).toContain("[enlace para enviar archivos]");
    expect(thread[0]!.body).not.toContain(token!);
  });

  it("the retention purge takes a closed request's files with it, keys and bytes", async () => {
    const closed = await newRequest();
    const photo = Buffer.concat([Buffer.from("ffd8ffe000104a464946000101", "hex"), randomBytes(90_000)]);
    const sent = await send(`${url}${EVIDENCE_UPLOADS_PATH}`, closed.uploads.token, photo, { filename: "bruise.jpg" });
    expect(sent.error).toBeUndefined();
    const id = sent.url.slice(-36);
    expect(existsSync(join(evidenceDir, id))).toBe(true);
    const page = `/office/requests/${closed.id}`;
    const moved = await officePost(page, { intent: "stage", stage: "retained" });
    expect(moved.status).toBe(302);
    // Not yet: retention counts from the closing.
    await office.backend.purge(Date.now());
    expect(existsSync(join(evidenceDir, id))).toBe(true);
    // The office app keeps closed requests RETENTION_DAYS=3650.
    await office.backend.purge(Date.now() + 3651 * 86_400_000);
    expect(await office.backend.evidence.files.get(id)).toBeNull();
    expect(existsSync(join(evidenceDir, id))).toBe(false);
  });

  it("limits upload requests per client and per request: 429 with Retry-After", async () => {
    const busy = await newRequest();
    const answers: Response[] = [];
    for (let i = 0; i < 70; i++) {
      const answer = await fetch(`${url}${EVIDENCE_UPLOADS_PATH}`, {
        method: "POST",
        headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "0", Authorization: `Bearer ${busy.uploads.token}` },
      });
      answers.push(answer);
      if (answer.status === 429) break;
    }
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get(UPLOAD_REFUSAL_HEADER)).toBe("rate_limited");
  });
});
