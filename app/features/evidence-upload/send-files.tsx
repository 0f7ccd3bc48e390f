import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import type { DetailedError, Upload } from "tus-js-client";
import { publicConfig } from "~/config/public-config";
import type { sendFilesCopy } from "~/content/evidence-upload";
import type { Translation } from "~/content/translation";
import {
  ACCEPT_ATTRIBUTE,
  EVIDENCE_UPLOADS_PATH,
  readCredential,
  readSendFilesFragment,
  UPLOAD_REFUSAL_HEADER,
  type UploadLimits,
  type UploadRefusal,
} from "~/contract/evidence-uploads";
import { requestReference } from "~/contract/request-reference";
import type { Language } from "~/lib/language";
import { forgetEverything, keepGrant, keptGrant, sessionUrlStorage } from "./session-storage";

export type SendFilesCopy = Translation<typeof sendFilesCopy>;

type Item = {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: "waiting" | "sending" | "paused" | "received" | "refused";
  refusal?: UploadRefusal;
};

type Grant = { token: string; limits: UploadLimits; reference: string | undefined; expired: boolean };

const noSubscription = () => () => {};
/** False while the prerendered HTML is hydrated, true afterwards: the credential is the browser's alone. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** A dropped signal is retried for about ten minutes, then the visitor can try again by hand. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 15_000, 20_000, 30_000, 30_000, 60_000, 60_000, 60_000, 60_000];
const FINAL: ReadonlySet<UploadRefusal> = new Set<UploadRefusal>([
  "type_refused",
  "file_too_large",
  "request_full",
  "too_many_files",
  "credential_invalid",
  "credential_expired",
]);

function uploadsEndpoint(): string {
  return `${publicConfig.PUBLIC_BACKEND_URL.replace(/\/+$/, "")}${EVIDENCE_UPLOADS_PATH}`;
}

/** The credential from the link (then out of the address bar and history), or the one this tab kept. */
function readGrant(): Grant | null {
  let fragment = location.hash;
  if (readSendFilesFragment(fragment)) {
    keepGrant(fragment);
    history.replaceState(history.state, "", location.pathname + location.search);
  } else {
    fragment = keptGrant() ?? "";
  }
  const read = readSendFilesFragment(fragment);
  if (!read) return null;
  const credential = readCredential(read.token);
  return {
    ...read,
    reference: requestReference(credential?.requestId),
    expired: credential !== null && credential.expiresAt <= Date.now(),
  };
}

/**
 * The send-files page's tool: the visitor chooses photos and video, each goes over tus
 * (tus-js-client, loaded on the first choice) one after the other, with its progress, and ends
 * "Received" with its name and size. A dropped signal pauses it and it resumes where it stopped;
 * progress is announced at each quarter. A refused file says why and the others go on.
 */
export function SendFiles({ copy, language, phone }: { copy: SendFilesCopy; language: Language; phone: string }) {
  const hydrated = useHydrated();
  const [grant] = useState<Grant | null>(() => (typeof window === "undefined" ? null : readGrant()));
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const queue = useRef<{ key: string; file: File }[]>([]);
  const chosenFiles = useRef(new Map<string, File>());
  const current = useRef<Upload | null>(null);
  const announced = useRef(new Map<string, number>());
  const busy = useRef(false);
  const inputId = useId();
  const listId = useId();

  const update = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useEffect(() => {
    const online = () => current.current?.start();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);

  // Once every file is in, nothing about them stays in the browser.
  useEffect(() => {
    if (items.length > 0 && items.every((item) => item.state === "received" || item.state === "refused")) {
      if (items.some((item) => item.state === "received") && activeKey === null) forgetEverything();
    }
  }, [items, activeKey]);

  async function next() {
    if (busy.current || !grant) return;
    const job = queue.current.shift();
    if (!job) return;
    busy.current = true;
    const { Upload } = await import("tus-js-client");
    const { key, file } = job;
    setActiveKey(key);
    update(key, { state: "sending" });
    const upload = new Upload(file, {
      endpoint: uploadsEndpoint(),
      headers: { Authorization: `Bearer ${grant.token}`, "Content-Language": language },
      metadata: { filename: file.name, language },
      retryDelays: RETRY_DELAYS,
      urlStorage: sessionUrlStorage,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => {
        const refusal = error.originalResponse?.getHeader(UPLOAD_REFUSAL_HEADER) as UploadRefusal | undefined;
        if (refusal && FINAL.has(refusal)) return false;
        update(key, { state: "paused" });
        if (!error.originalResponse) setAnnouncement(copy.announce.paused);
        return true;
      },
      onProgress: (sent, total) => {
        update(key, { sent, state: "sending" });
        const quarter = Math.floor((sent / Math.max(1, total)) * 4) * 25;
        if (quarter > 0 && quarter < 100 && quarter !== announced.current.get(key)) {
          announced.current.set(key, quarter);
          setAnnouncement(copy.announce.progress(file.name, quarter));
        }
      },
      onSuccess: () => {
        chosenFiles.current.delete(key);
        update(key, { sent: file.size, state: "received" });
        setAnnouncement(copy.received(file.name, copy.size(file.size)));
        finished();
      },
      onError: (error) => {
        const refusal = (error as DetailedError).originalResponse?.getHeader(UPLOAD_REFUSAL_HEADER) as
          UploadRefusal | undefined;
        update(key, refusal ? { state: "refused", refusal } : { state: "paused" });
        if (refusal) setAnnouncement(`${file.name}: ${copy.refusals[refusal]}`);
        finished();
      },
    });
    current.current = upload;
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  }

  function finished() {
    busy.current = false;
    setActiveKey(null);
    current.current = null;
    void next();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    if (!grant) return;
    const chosen = [...(event.target.files ?? [])];
    event.target.value = "";
    const added: Item[] = chosen.map((file) => ({
      key: `${file.name}:${file.size}:${file.lastModified}:${Math.random()}`,
      name: file.name,
      size: file.size,
      sent: 0,
      state: "waiting",
    }));
    added.forEach((item, index) => {
      const file = chosen[index]!;
      // Too large is known before a byte goes: said at once, and nothing is sent.
      if (file.size > grant.limits.fileBytes) {
        item.state = "refused";
        item.refusal = "file_too_large";
      } else {
        chosenFiles.current.set(item.key, file);
        queue.current.push({ key: item.key, file });
      }
    });
    setItems((list) => [...list, ...added]);
    void next();
  }

  /** After the retries ran out: the same file again, from where the server has it. */
  function retry(key: string) {
    const file = chosenFiles.current.get(key);
    if (!file) return;
    update(key, { state: "waiting" });
    queue.current.push({ key, file });
    void next();
  }

  if (!hydrated) return <p className="mt-8 text-ink-700">{copy.weak}</p>;
  if (grant === null || grant.expired) {
    const words = grant === null ? copy.noLink : copy.linkExpired;
    return (
      <section className="mt-8 rounded-xl border border-ink-100 bg-white p-5" aria-labelledby={`${listId}-none`}>
        <h2 id={`${listId}-none`} className="font-serif text-2xl font-semibold text-ink-900">
          {words.heading}
        </h2>
        <p className="mt-2 text-ink-700">{words.body}</p>
        <p className="mt-2 font-semibold text-ink-900">{copy.call(phone)}</p>
      </section>
    );
  }

  const done = items.length > 0 && items.every((item) => item.state === "received" || item.state === "refused");
  const allReceived = done && items.every((item) => item.state === "received");
  return (
    <div className="mt-8 space-y-6">
      {grant.reference ? (
        <p className="font-mono text-lg tracking-wider text-ink-900">{copy.reference(grant.reference)}</p>
      ) : null}
      <p className="text-ink-700">
        {copy.limits(grant.limits.files, copy.size(grant.limits.fileBytes), copy.size(grant.limits.requestBytes))}
      </p>
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          onChange={choose}
          className="peer sr-only"
          aria-describedby={`${listId}-weak`}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-800"
        >
          {items.length > 0 ? copy.chooseMore : copy.choose}
        </label>
        <p id={`${listId}-weak`} className="mt-2 text-sm text-ink-700">
          {copy.weak}
        </p>
      </div>
      {items.length > 0 ? (
        <section aria-labelledby={listId}>
          <h2 id={listId} className="font-serif text-2xl font-semibold text-ink-900">
            {copy.files}
          </h2>
          <ul className="mt-3 space-y-3">
            {items.map((item) => {
              const percent = Math.floor((item.sent / Math.max(1, item.size)) * 100);
              const state =
                item.state === "sending"
                  ? copy.states.sending(percent)
                  : item.state === "refused" && item.refusal
                    ? `${copy.states.refused}: ${copy.refusals[item.refusal]}`
                    : copy.states[item.state];
              return (
                <li key={item.key} className="rounded-lg border border-ink-100 bg-white p-4">
                  <p className="font-semibold break-words text-ink-900">
                    {item.name} <span className="font-normal text-ink-700">· {copy.size(item.size)}</span>
                  </p>
                  <progress
                    className="mt-2 h-2 w-full accent-brand-700"
                    max={100}
                    value={item.state === "received" ? 100 : percent}
                    aria-label={item.name}
                  />
                  <p
                    className={
                      item.state === "refused"
                        ? "mt-1 text-sm text-danger-700"
                        : item.state === "received"
                          ? "mt-1 text-sm font-semibold text-success-700"
                          : "mt-1 text-sm text-ink-700"
                    }
                  >
                    {item.state === "received" ? copy.received(item.name, copy.size(item.size)) : state}
                  </p>
                  {item.state === "paused" && activeKey !== item.key ? (
                    <button
                      type="button"
                      onClick={() => retry(item.key)}
                      className="mt-2 min-h-11 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800"
                    >
                      {copy.retry}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {allReceived ? <p className="font-semibold text-success-700">{copy.allReceived}</p> : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
