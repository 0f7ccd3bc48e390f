import type { PreviousUpload, UrlStorage } from "tus-js-client";

/**
 * What the browser keeps while files are being sent, in sessionStorage only (gone with the tab):
 * the page's credential, so a reload or a phone that slept picks up again, and tus-js-client's
 * record of each transfer's address, so a transfer resumes where it stopped. Each record goes when
 * its file is received, and everything once the last one is.
 */
const GRANT_KEY = "send-files:grant";
const UPLOAD_PREFIX = "send-files:upload:";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepGrant(fragment: string): void {
  storage()?.setItem(GRANT_KEY, fragment);
}

export function keptGrant(): string | null {
  return storage()?.getItem(GRANT_KEY) ?? null;
}

/** Nothing about the files or the credential stays behind. */
export function forgetEverything(): void {
  const kept = storage();
  if (!kept) return;
  for (const key of Object.keys(kept)) if (key === GRANT_KEY || key.startsWith(UPLOAD_PREFIX)) kept.removeItem(key);
}

/** tus-js-client's URL storage, in sessionStorage instead of its default localStorage. */
export const sessionUrlStorage: UrlStorage = {
  async findAllUploads() {
    return entries("");
  },
  async findUploadsByFingerprint(fingerprint) {
    return entries(`${fingerprint}::`);
  },
  async removeUpload(urlStorageKey) {
    storage()?.removeItem(urlStorageKey);
  },
  async addUpload(fingerprint, upload) {
    const key = `${UPLOAD_PREFIX}${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    storage()?.setItem(key, JSON.stringify(upload));
    return key;
  },
};

function entries(prefix: string): PreviousUpload[] {
  const kept = storage();
  if (!kept) return [];
  const found: PreviousUpload[] = [];
  for (const key of Object.keys(kept)) {
    if (!key.startsWith(`${UPLOAD_PREFIX}${prefix}`)) continue;
    try {
      found.push({ ...(JSON.parse(kept.getItem(key) ?? "") as PreviousUpload), urlStorageKey: key });
    } catch {
      kept.removeItem(key);
    }
  }
  return found;
}
