import { PrivacyNote, PrivatePage } from "~/components/sections/private-page-notes";
import type { answerPage } from "~/content/answer-page";
import type { Translation } from "~/content/translation";
import { controlClass } from "~/features/case-evaluation/field";
import type { Language } from "~/lib/language";

const ANSWER_MAX = 10_000;
const LONG_DAY = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Los_Angeles" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "America/Los_Angeles" }),
};

/**
 * The page a reply's link opens: a plain form that posts to itself (it works without
 * JavaScript), in the reply's language; the answer goes into the visitor's request, only the
 * office reads it.
 */
export function AnswerPage({
  copy,
  language,
  expiresAt,
  sent,
  refused,
  text,
}: {
  copy: Translation<typeof answerPage>;
  language: Language;
  expiresAt: number | null;
  sent: boolean;
  refused: "expired" | "empty" | "too_long" | "limited" | null;
  text: string;
}) {
  const usable = expiresAt !== null && refused !== "expired";
  const error =
    refused === "empty"
      ? copy.emptyAnswer
      : refused === "too_long"
        ? copy.tooLong(ANSWER_MAX)
        : refused === "limited"
          ? copy.tooMany
          : null;
  return (
    <PrivatePage
      title={usable ? copy.heading : copy.expiredHeading}
      lead={usable ? copy.intro : copy.expired}
      copy={copy}
    >
      {usable ? (
        <>
          {sent ? (
            <div role="status" className="mb-6 rounded-lg border border-success-700 bg-brand-50 px-4 py-3 text-ink-900">
              {copy.sent}
            </div>
          ) : null}
          <form method="post" className="space-y-4" noValidate>
            <label htmlFor="answer" className="block text-sm font-semibold text-ink-900">
              {sent ? copy.writeMore : copy.label}
            </label>
            <p id="answer-hint" className="text-sm text-ink-600">
              {copy.hint} {copy.until(LONG_DAY[language].format(expiresAt))}
            </p>
            <textarea
              id="answer"
              name="answer"
              rows={8}
              maxLength={ANSWER_MAX}
              required
              defaultValue={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "answer-hint answer-error" : "answer-hint"}
              className={`${controlClass(error !== null)} min-h-[10rem]`}
            />
            {error ? (
              <p id="answer-error" role="alert" className="text-sm font-semibold text-danger-700">
                {error}
              </p>
            ) : null}
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {copy.submit}
            </button>
            <PrivacyNote copy={copy} />
          </form>
        </>
      ) : null}
    </PrivatePage>
  );
}
