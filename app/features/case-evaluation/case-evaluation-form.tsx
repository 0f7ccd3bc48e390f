import { FormProvider } from "react-hook-form";
import { Icon } from "~/components/icon";
import { LanguageServiceNotice } from "~/components/sections/language-service-notice";
import { OfficeHours } from "~/components/sections/office-hours";
import { Button } from "~/components/ui/button";
import { telHref } from "~/content/firm";
import { useFirm } from "~/lib/site-text";
import { HOW_HEARD_OPTIONS, PREFERRED_LANGUAGES } from "~/contract/contact-request";
import { FormEditionProvider, type CaseEvaluationCopy, type CaseEvaluationEdition } from "./form-copy";
import {
  DescriptionField,
  FieldGroup,
  Honeypot,
  IncidentDate,
  PendingChargesField,
  ReachField,
  SelectField,
  TextField,
} from "./form-fields";
import { SubmissionConfirmation } from "./submission-confirmation";
import { FORM_ID, useCaseEvaluation } from "./use-case-evaluation";

/**
 * The case-evaluation form of /consultation (spec sections 2, 4, 5 and 8), in the language of
 * the edition it is given: words, validation messages and the preferred language it starts with.
 */
export function CaseEvaluationForm({ edition }: { edition: CaseEvaluationEdition }) {
  const { copy } = edition;
  const {
    form,
    hydrated,
    submitting,
    submitRef,
    onSubmit,
    confirmation,
    sendAnother,
    clearForm,
    undoClear,
    undoAt,
    restored,
    noticeButtonRef,
    draftButtonRef,
  } = useCaseEvaluation(edition);

  return (
    <FormEditionProvider value={edition}>
      <section
        aria-labelledby="case-evaluation-title"
        className="mx-auto pt-6 pb-14 sm:section-y w-full max-w-4xl px-4 sm:px-6"
      >
        <div className="relative rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-10">
          <h2 id="case-evaluation-title" className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-2 flex items-start gap-2 text-ink-700">
            <LockIcon className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>{copy.confidentiality}</span>
          </p>
          {confirmation ? (
            <SubmissionConfirmation
              reference={confirmation.reference}
              uploads={confirmation.uploads}
              booking={confirmation.booking}
              onSendAnother={sendAnother}
            />
          ) : null}
          <p hidden={confirmation !== null} className="mt-1 text-sm text-ink-600">
            {copy.requiredNote}
          </p>
          {/* A draft that came back after a reload says so, with a way to clear it here: on a shared
              phone the next person must not find it 4,000 px below. Cleared here, its undo is here. */}
          {/* After hydration only: the server's HTML knows no draft. */}
          {hydrated && (restored || undoAt === "top") && !confirmation ? (
            <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink-800">
              <span role="status">{undoAt === "top" ? copy.draft.cleared : copy.draft.restored}</span>
              <Button
                ref={noticeButtonRef}
                type="button"
                variant="secondary"
                size="sm"
                onClick={undoAt === "top" ? undoClear : () => clearForm("top")}
              >
                {undoAt === "top" ? copy.draft.undo : copy.draft.restoredClear}
              </Button>
            </p>
          ) : null}

          <FormProvider {...form}>
            <form
              id={FORM_ID}
              method="post"
              noValidate
              onSubmit={onSubmit}
              hidden={confirmation !== null}
              className="mt-6 space-y-8"
            >
              <FieldGroup legend={copy.groups.contact}>
                <TextField name="firstName" autoComplete="given-name" />
                <TextField name="lastName" autoComplete="family-name" />
                <TextField name="email" type="email" autoComplete="email" />
                <TextField name="phone" type="tel" autoComplete="tel" />
                <SelectField name="preferredLanguage" options={PREFERRED_LANGUAGES} />
                <ReachField />
              </FieldGroup>

              <FieldGroup legend={copy.groups.incident}>
                <DescriptionField />
                <IncidentDate interactive={hydrated} />
                <TextField name="incidentLocation" />
                <TextField name="policeAgency" />
                <PendingChargesField />
              </FieldGroup>

              <div className="grid gap-x-5 sm:grid-cols-2">
                <SelectField name="howHeardAboutUs" options={HOW_HEARD_OPTIONS} />
              </div>
              <Honeypot />

              <div className="space-y-5 border-t border-ink-200 pt-6">
                <Notices notices={copy.notices} />
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                  <Button
                    ref={submitRef}
                    type="submit"
                    busy={submitting}
                    // Until the script runs, a native submit would put the visitor's data in the URL.
                    disabled={submitting || !hydrated}
                    className="w-full sm:w-auto"
                  >
                    {submitting ? copy.submitting : copy.submit}
                  </Button>
                  {/* The draft is the script's: before it runs there is none to clear. Once cleared, the
                      same place offers it back until the visitor types again. */}
                  <Button
                    ref={draftButtonRef}
                    type="button"
                    variant="secondary"
                    hidden={!hydrated}
                    disabled={submitting}
                    onClick={undoAt === "bottom" ? undoClear : () => clearForm("bottom")}
                    className="w-full sm:w-auto"
                  >
                    {undoAt === "bottom" ? copy.draft.undo : copy.draft.clear}
                  </Button>
                </div>
                <p hidden={!hydrated} className="text-sm text-ink-600">
                  <span role="status">{undoAt === "bottom" ? `${copy.draft.cleared} ` : ""}</span>
                  {copy.draft.note}
                </p>
                {/* Focus leaves the disabled button while sending; this says what is going on. */}
                <p role="status" className="sr-only">
                  {submitting ? copy.submitting : ""}
                </p>
              </div>
            </form>
          </FormProvider>
        </div>
      </section>
    </FormEditionProvider>
  );
}

/** What the visitor must know before sending: confidentiality, no relationship yet, privacy, urgency. */
function Notices({ notices }: { notices: CaseEvaluationCopy["notices"] }) {
  const firm = useFirm();
  return (
    <ul className="space-y-2 text-sm leading-relaxed text-ink-700">
      <li>{notices.confidential}</li>
      <li>{notices.noRelationship}</li>
      <LanguageServiceNotice as="li" inForm />
      <li>
        {notices.privacyLead}{" "}
        <a href={notices.privacyLink.href} className="font-semibold text-brand-700 underline underline-offset-2">
          {notices.privacyLink.text}
        </a>
      </li>
      <li>
        {notices.urgentLead}{" "}
        <a
          href={telHref(firm.phone.e164)}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
        >
          {firm.phone.display}
        </a>
        <OfficeHours className="mt-1" />
      </li>
    </ul>
  );
}

function LockIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  );
}
