import { localizedPath, type Language } from "~/lib/language";

/**
 * The files a visitor sends with a request, as the browser and the server both know them: the
 * tus 1.0 endpoint, the credential the contact endpoint's answer and the office's link carry, the
 * types accepted (checked by their bytes on the server), and the codes of a refusal.
 */
export const EVIDENCE_UPLOADS_PATH = "/functions/v1/evidence-uploads";

/** The page a visitor sends files from; the credential follows in the fragment, never sent to a server. */
export const SEND_FILES_PATH = "/send-files";

/** What one request may send, in bytes and files. */
export type UploadLimits = { fileBytes: number; requestBytes: number; files: number };

/**
 * The send-files page's address for a credential: `#token=…&files=20&file=…&total=…`, the limits
 * with it so that the page can state them before the visitor chooses anything.
 */
export function sendFilesHref(language: Language, token: string, limits: UploadLimits): string {
  const fragment = new URLSearchParams({
    token,
    files: String(limits.files),
    file: String(limits.fileBytes),
    total: String(limits.requestBytes),
  });
  return `${localizedPath(SEND_FILES_PATH, language)}#${fragment}`;
}

/** A send-files fragment read back, or null when it holds no credential. */
export function readSendFilesFragment(hash: string): { token: string; limits: UploadLimits } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token") ?? "";
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const whole = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  };
  return {
    token,
    limits: {
      files: whole("files", 20),
      fileBytes: whole("file", 2 * 1024 ** 3),
      requestBytes: whole("total", 5 * 1024 ** 3),
    },
  };
}

/**
 * What a credential says without its signature checked (the server checks it): the request it
 * names, as its reference's source, and when it stops working.
 */
export function readCredential(token: string): { requestId: string; expiresAt: number } | null {
  try {
    const binary = atob(token.replaceAll("-", "+").replaceAll("_", "/"));
    if (binary.length !== 37) return null;
    const hex = [...binary.slice(1, 17)].map((char) => char.charCodeAt(0).toString(16).padStart(2, "0")).join("");
    const seconds = [...binary.slice(17, 21)].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);
    return { requestId: hex, expiresAt: seconds * 1000 };
  } catch {
    return null;
  }
}

/**
 * What a request's uploads need, and nothing more: where to send them, and a credential that
 * works for that request's uploads only, until `expiresAt` (ms since the epoch).
 */
export type UploadGrant = { url: string; token: string; expiresAt: number; limits: UploadLimits };

/** The media types accepted, as their bytes say them (file-type's names), each with the type it is served as. */
export const ACCEPTED_MEDIA_TYPES: Readonly<Record<string, string>> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
  "image/heic": "image/heic",
  "image/heif": "image/heif",
  "image/heic-sequence": "image/heic",
  "image/heif-sequence": "image/heif",
  "video/mp4": "video/mp4",
  "video/quicktime": "video/quicktime",
  "video/3gpp": "video/3gpp",
  "video/3gpp2": "video/3gpp2",
  "audio/x-m4a": "audio/mp4",
  "audio/mp4": "audio/mp4",
  "application/pdf": "application/pdf",
};

/** The file chooser's `accept`: a hint to the device's picker; the server checks the bytes. */
export const ACCEPT_ATTRIBUTE =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,video/mp4,video/quicktime,video/3gpp,.mov,.3gp,audio/mp4,audio/x-m4a,.m4a,application/pdf";

/** Why the server refused an upload request, in the `Evidence-Error` header of its answer. */
export type UploadRefusal =
  | "type_refused"
  | "file_too_large"
  | "request_full"
  | "too_many_files"
  | "credential_invalid"
  | "credential_expired"
  | "rate_limited"
  | "unavailable";

export const UPLOAD_REFUSAL_HEADER = "Evidence-Error";
