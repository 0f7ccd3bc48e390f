import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Controller, FormProvider, useForm, useFormContext, type Resolver } from "react-hook-form";
import { Icon } from "~/components/icon";
import { LanguageServiceNotice } from "~/components/sections/language-service-notice";
import { OfficeHours } from "~/components/sections/office-hours";
import { Button } from "~/components/ui/button";
import { firm, telHref } from "~/content/firm";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import {
  createCaseEvaluationSchema,
  HOW_HEARD_OPTIONS,
  PREFERRED_LANGUAGES,
  type CaseEvaluation,
} from "~/contract/contact-request";
import { sendContactRequest, timeoutSignal } from "~/contract/send-contact-request";
import { preloadToasts, showToast } from "~/features/notifications/show-toast";
import { whenPageIsQuiet } from "~/lib/when-page-is-quiet";
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from "./field";
import { FormEditionProvider, useFormCopy, type CaseEvaluationEdition } from "./form-copy";
import {
  emptyFormValues,
  readPrefilledValues,
  toPayload,
  type CaseEvaluationFormValues,
  type CaseEvaluationField,
} from "./form-values";
import { IncidentDateField } from "./incident-date-field";
import { requestReference } from "./request-reference";
import { SubmissionConfirmation } from "./submission-confirmation";
import { createSubmissionKeys } from "./submission-key";

const FORM_ID = "case-evaluation-form";
const SEND_TIMEOUT_MS = 30_000;
const fieldId = (name: CaseEvaluationField) => `case-${name}`;

// The form holds plain strings (pendingCharges starts unanswered); the schema turns them into a payload.
const resolverFor = (messages: CaseEvaluationEdition["messages"]) =>
  zodResolver(createCaseEvaluationSchema(messages)) as unknown as Resolver<
    CaseEvaluationFormValues,
    unknown,
    CaseEvaluation
  >;

const noSubscription = () => () => {};
/** False while the server HTML is being hydrated, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The case-evaluation form of /consultation (spec sections 2, 4, 5 and 8), in the language of
 * the edition it is given: words, validation messages and the preferred language it starts with.
 */
export function CaseEvaluationForm({ edition }: { edition: CaseEvaluationEdition }) {
  const { copy, messages, initialPreferredLanguage } = edition;
  const hydrated = useHydrated();
  const resolver = useMemo(() => resolverFor(messages), [messages]);
  const emptyValues = useMemo(
    () => ({ ...emptyFormValues, preferredLanguage: initialPreferredLanguage }),
    [initialPreferredLanguage],
  );
  // What someone typed before the script arrived is kept (see readPrefilledValues).
  const [prefilled] = useState(() =>
    typeof document === "undefined"
      ? {}
      : readPrefilledValues(document.getElementById(FORM_ID) as HTMLFormElement | null),
  );
  const form = useForm<CaseEvaluationFormValues, unknown, CaseEvaluation>({
    resolver,
    mode: "onTouched",
    defaultValues: { ...emptyValues, ...prefilled },
  });
  const { handleSubmit, reset, getValues, formState } = form;
  const [keys] = useState(() => createSubmissionKeys());
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterSending = useRef(false);
  // After a successful send: the confirmation replaces the (reset) form until "Send another request".
  const [confirmation, setConfirmation] = useState<{ reference?: string } | null>(null);

  // The toast library before the first send, but not while the page is settling (ADR 101).
  useEffect(() => whenPageIsQuiet(preloadToasts), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    let outcome: "sent" | "failed" | undefined;
    let reference: string | undefined;
    await handleSubmit(async (data) => {
      const payload = toPayload(data, getValues(HONEYPOT_FIELD));
      focusAfterSending.current = true;
      try {
        const response = await sendContactRequest(payload, {
          idempotencyKey: keys.keyFor(payload),
          siteLanguage: edition.language,
          // A stalled mobile connection must not leave the form "Submitting..." for minutes.
          signal: timeoutSignal(SEND_TIMEOUT_MS),
        });
        // The answer is { ok, id }: no personal data.
        console.info("Case evaluation request sent", response);
        keys.succeeded();
        reference = requestReference(response?.id);
        outcome = "sent";
      } catch (error) {
        // "HTTP error! status: 500" or a network error; never the visitor's data.
        console.error("Case evaluation request failed:", error instanceof Error ? error.message : error);
        outcome = "failed";
      }
    })(event);
    if (!outcome) return; // invalid: react-hook-form has shown the messages and focused the first field
    // Reset only once handleSubmit has settled, so the fresh form is not left in its "submitted" state.
    if (outcome === "sent") {
      reset(emptyValues);
      setConfirmation({ reference });
    }
    void showToast(outcome === "sent" ? copy.toast.success : copy.toast.failure);
  };

  const submitting = formState.isSubmitting;

  // The button is disabled while sending, which drops keyboard focus: give it back once enabled.
  useEffect(() => {
    if (submitting || !focusAfterSending.current) return;
    focusAfterSending.current = false;
    if (!document.activeElement || document.activeElement === document.body) submitRef.current?.focus();
  }, [submitting]);

  return (
    <FormEditionProvider value={edition}>
      <section aria-labelledby="case-evaluation-title" className="section-y mx-auto w-full max-w-4xl px-4 sm:px-6">
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
              onSendAnother={() => {
                flushSync(() => setConfirmation(null));
                form.setFocus("firstName");
              }}
            />
          ) : null}
          <p hidden={confirmation !== null} className="mt-1 text-sm text-ink-600">
            {copy.requiredNote}
          </p>

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
                <ul className="space-y-2 text-sm leading-relaxed text-ink-700">
                  <li>{copy.notices.confidential}</li>
                  <li>{copy.notices.noRelationship}</li>
                  <LanguageServiceNotice as="li" inForm />
                  <li>
                    {copy.notices.privacyLead}{" "}
                    <a
                      href={copy.notices.privacyLink.href}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {copy.notices.privacyLink.text}
                    </a>
                  </li>
                  <li>
                    {copy.notices.urgentLead}{" "}
                    <a
                      href={telHref()}
                      className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
                    >
                      {firm.phone.display}
                    </a>
                    <OfficeHours className="mt-1" />
                  </li>
                </ul>
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

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <legend className="mb-4 font-serif text-lg font-semibold text-ink-900 sm:col-span-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

function useFieldState(name: CaseEvaluationField) {
  const copy = useFormCopy();
  const { formState } = useFormContext<CaseEvaluationFormValues>();
  const id = fieldId(name);
  const error = formState.errors[name]?.message;
  const hint = "hint" in copy.fields[name] ? (copy.fields[name] as { hint: string }).hint : undefined;
  return { id, error, hint, ariaDescribedBy: describedBy(id, { hint, error }) };
}

function TextField({
  name,
  type = "text",
  autoComplete,
}: {
  name: Exclude<
    CaseEvaluationField,
    "caseDescription" | "pendingCharges" | "incidentDate" | "preferredLanguage" | "howHeardAboutUs"
  >;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
}) {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, hint, ariaDescribedBy } = useFieldState(name);
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {copy.fields[name].label}
      </FieldLabel>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={`mt-1.5 ${controlClass(Boolean(error))}`}
        {...register(name)}
      />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

function SelectField({ name, options }: { name: "preferredLanguage" | "howHeardAboutUs"; options: readonly string[] }) {
  const copy = useFormCopy();
  const { register, formState } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, hint, ariaDescribedBy } = useFieldState(name);
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {copy.fields[name].label}
      </FieldLabel>
      <select
        id={id}
        // In the prerendered HTML too (react-hook-form sets it only once the script runs).
        defaultValue={formState.defaultValues?.[name]}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={`mt-1.5 min-h-11 ${controlClass(Boolean(error))}`}
        {...register(name)}
      >
        <option value="">{copy.fields[name].placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {(copy.fields[name].options as Readonly<Record<string, string>> | undefined)?.[option] ?? option}
          </option>
        ))}
      </select>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

function DescriptionField() {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, hint, ariaDescribedBy } = useFieldState("caseDescription");
  return (
    <div className="sm:col-span-2">
      <FieldLabel htmlFor={id} required>
        {copy.fields.caseDescription.label}
      </FieldLabel>
      <FieldHint id={id}>{hint}</FieldHint>
      <textarea
        id={id}
        rows={5}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={`mt-1.5 min-h-30 resize-y ${controlClass(Boolean(error))}`}
        {...register("caseDescription")}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

function PendingChargesField() {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, ariaDescribedBy } = useFieldState("pendingCharges");
  const labels = copy.fields.pendingCharges;
  return (
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={ariaDescribedBy}
    >
      <legend className="block text-sm font-semibold text-ink-900">
        {labels.label}
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {(["yes", "no"] as const).map((value) => (
          <label
            key={value}
            className={`flex min-h-11 min-w-28 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 text-base text-ink-900 transition-colors has-checked:border-brand-700 has-checked:bg-brand-50 ${
              error ? "border-danger-600" : "border-ink-400 hover:border-ink-500"
            }`}
          >
            <input
              id={value === "yes" ? id : `${id}-${value}`}
              type="radio"
              value={value}
              className="size-5 accent-brand-700"
              {...register("pendingCharges")}
            />
            {labels[value]}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

function IncidentDate({ interactive }: { interactive: boolean }) {
  const copy = useFormCopy();
  const { control } = useFormContext<CaseEvaluationFormValues>();
  const { id, hint, ariaDescribedBy } = useFieldState("incidentDate");
  return (
    <div>
      <FieldLabel id={fieldIds(id).label} htmlFor={id} required={false}>
        {copy.fields.incidentDate.label}
      </FieldLabel>
      <div className="mt-1.5">
        <Controller
          control={control}
          name="incidentDate"
          render={({ field }) => (
            <IncidentDateField
              id={id}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              fieldRef={field.ref}
              describedBy={ariaDescribedBy}
              interactive={interactive}
            />
          )}
        />
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}

/** Bots fill every field; people never see this one, and assistive technology skips it. */
function Honeypot() {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`case-${HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
      <input id={`case-${HONEYPOT_FIELD}`} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
    </div>
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
