import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { EvidenceConfig } from "../config";
import type { Logger } from "../logger";
import { makePrivateDir, PRIVATE_FILE_MODE, readableByOthers } from "../private-files";

/**
 * EVIDENCE_KEY, the master key: it wraps each file's own key (AES-256-GCM, the file's id as
 * additional data) and, through HKDF, signs the upload credentials. It never encrypts a file
 * itself, so destroying one file's wrapped key destroys that file, whatever copy of its bytes a
 * backup still holds.
 */
export type MasterKey = {
  /** A new random key for a file, and its wrapped form for the database. */
  newFileKey(fileId: string): { key: Buffer; wrapped: string };
  unwrap(fileId: string, wrapped: string): Buffer;
  /** The key that signs upload credentials (credential.ts). */
  credentialKey: Buffer;
};

const NONCE = 12;
const TAG = 16;
const WRAP_LABEL = "evidence-file-key:";

export function masterKeyFrom(master: Buffer): MasterKey {
  const credentialKey = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), "evidence-upload-credential", 32));
  const wrap = (fileId: string, key: Buffer) => {
    const nonce = randomBytes(NONCE);
    const cipher = createCipheriv("aes-256-gcm", master, nonce);
    cipher.setAAD(Buffer.from(WRAP_LABEL + fileId));
    const body = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64");
  };
  return {
    newFileKey(fileId) {
      const key = randomBytes(32);
      return { key, wrapped: wrap(fileId, key) };
    },
    unwrap(fileId, wrapped) {
      const sealed = Buffer.from(wrapped, "base64");
      const decipher = createDecipheriv("aes-256-gcm", master, sealed.subarray(0, NONCE));
      decipher.setAAD(Buffer.from(WRAP_LABEL + fileId));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
      return Buffer.concat([decipher.update(sealed.subarray(NONCE, sealed.length - TAG)), decipher.final()]);
    },
    credentialKey,
  };
}

/**
 * The master key from EVIDENCE_KEY; without it (embedded defaults: the configuration refuses an
 * https SITE_URL without one), the key in `keyFile`, made there once, 0600, with a warning.
 */
export function loadMasterKey(config: Pick<EvidenceConfig, "masterKey" | "keyFile">, logger: Logger): MasterKey {
  if (config.masterKey) return masterKeyFrom(config.masterKey);
  const path = config.keyFile;
  if (existsSync(path)) {
    const exposed = readableByOthers([path]);
    if (exposed.length > 0) {
      logger.warn("files_readable_by_others", { paths: path, note: "chmod 600 the evidence key" });
    }
    const key = Buffer.from(readFileSync(path, "utf8").trim(), "base64");
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key (base64)`);
    logger.warn("evidence_key_from_file", {
      path,
      note: "set EVIDENCE_KEY for a deployment, and keep it apart from the data and its backups",
    });
    return masterKeyFrom(key);
  }
  makePrivateDir(dirname(path));
  const key = randomBytes(32);
  // "wx": never over a key another process made meanwhile.
  writeFileSync(path, `${key.toString("base64")}\n`, { mode: PRIVATE_FILE_MODE, flag: "wx" });
  logger.warn("evidence_key_created", {
    path,
    note: "a key for the files visitors send was made here; set EVIDENCE_KEY for a deployment",
  });
  return masterKeyFrom(key);
}
