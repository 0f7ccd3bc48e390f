/** The case-evaluation form's fields, each with its label, hint and error in the edition's words. */
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { PENDING_CHARGES, REACH_PREFERENCES } from "~/contract/contact-request";
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel, fieldIds, RequiredText } from "./field";
import { useFormCopy } from "./form-copy";
import type { CaseEvaluationField, CaseEvaluationFormValues } from "./form-values";
import { IncidentDateField } from "./incident-date-field";

const fieldId = (name: CaseEvaluationField) => `case-${name}`;

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
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

/** A required field's label, its control, then its hint and its error. */
function RequiredField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      {children}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextField({
  name,
  type = "text",
  autoComplete,
}: {
  name: Exclude<
    CaseEvaluationField,
    | "caseDescription"
    | "pendingCharges"
    | "incidentDate"
    | "preferredLanguage"
    | "howHeardAboutUs"
    | "reachBy"
    | "safeTime"
  >;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
}) {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, hint, ariaDescribedBy } = useFieldState(name);
  return (
    <RequiredField id={id} label={copy.fields[name].label} hint={hint} error={error}>
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
    </RequiredField>
  );
}

export function SelectField({
  name,
  options,
}: {
  name: "preferredLanguage" | "howHeardAboutUs";
  options: readonly string[];
}) {
  const copy = useFormCopy();
  const { register, formState } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, hint, ariaDescribedBy } = useFieldState(name);
  return (
    <RequiredField id={id} label={copy.fields[name].label} hint={hint} error={error}>
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
    </RequiredField>
  );
}

export function DescriptionField() {
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

export function PendingChargesField() {
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
        <RequiredText>{labels.label}</RequiredText>
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {PENDING_CHARGES.map((value) => (
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

/**
 * The optional "How may the office reach you?" (issue 35): the ways that are safe, then a safe
 * time. Nothing chosen means the office may reach them any way.
 */
export function ReachField() {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  const { id, error, hint, ariaDescribedBy } = useFieldState("reachBy");
  const time = useFieldState("safeTime");
  const labels = copy.fields.reachBy;
  return (
    <div className="space-y-5 sm:col-span-2">
      <fieldset aria-invalid={error ? true : undefined} aria-describedby={ariaDescribedBy}>
        <legend className="block text-sm font-semibold text-ink-900">
          {labels.label} <span className="font-normal text-ink-600">{copy.optional}</span>
        </legend>
        <FieldHint id={id}>{hint}</FieldHint>
        <div className="mt-2 grid gap-2">
          {REACH_PREFERENCES.map((value, index) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-400 px-4 py-2 text-base text-ink-900 transition-colors hover:border-ink-500 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                id={index === 0 ? id : `${id}-${value}`}
                type="radio"
                value={value}
                className="size-5 shrink-0 accent-brand-700"
                {...register("reachBy")}
              />
              {labels.options[value]}
            </label>
          ))}
        </div>
        <FieldError id={id} message={error} />
      </fieldset>
      <div>
        <FieldLabel htmlFor={time.id} required={false}>
          {copy.fields.safeTime.label}
        </FieldLabel>
        <input
          id={time.id}
          type="text"
          aria-invalid={time.error ? true : undefined}
          aria-describedby={time.ariaDescribedBy}
          className={`mt-1.5 ${controlClass(Boolean(time.error))}`}
          {...register("safeTime")}
        />
        <FieldHint id={time.id}>{time.hint}</FieldHint>
        <FieldError id={time.id} message={time.error} />
      </div>
    </div>
  );
}

export function IncidentDate({ interactive }: { interactive: boolean }) {
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
export function Honeypot() {
  const copy = useFormCopy();
  const { register } = useFormContext<CaseEvaluationFormValues>();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`case-${HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
      <input id={`case-${HONEYPOT_FIELD}`} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
    </div>
  );
}
