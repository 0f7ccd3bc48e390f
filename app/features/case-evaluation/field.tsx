import type { ReactNode } from "react";
import { useFormCopy } from "./form-copy";

/** Ids of a field's hint and error, for aria-describedby. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error`, label: `${id}-label` };
}

export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ") || undefined;
}

export const controlClass = (invalid: boolean) =>
  [
    "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs transition-colors",
    "placeholder:text-ink-500 focus:border-brand-600",
    invalid ? "border-danger-600" : "border-ink-400 hover:border-ink-500",
  ].join(" ");

/**
 * A required field's words with its asterisk, the last word and the asterisk kept on one line:
 * a wrapped label never leaves the "*" alone on a line of its own.
 */
export function RequiredText({ children }: { children: ReactNode }) {
  const mark = (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
  if (typeof children !== "string") {
    return (
      <>
        {children}
        {mark}
      </>
    );
  }
  const cut = children.trimEnd().lastIndexOf(" ");
  return (
    <>
      {children.slice(0, cut + 1)}
      <span className="whitespace-nowrap">
        {children.slice(cut + 1).trimEnd()}
        {mark}
      </span>
    </>
  );
}

export function FieldLabel({
  id,
  htmlFor,
  required,
  children,
}: {
  id?: string;
  htmlFor: string;
  required: boolean;
  children: ReactNode;
}) {
  const { optional } = useFormCopy();
  return (
    <label id={id} htmlFor={htmlFor} className="block text-sm font-semibold text-ink-900">
      {required ? (
        <RequiredText>{children}</RequiredText>
      ) : (
        <>
          {children} <span className="font-normal text-ink-600">{optional}</span>
        </>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={fieldIds(id).hint} className="mt-1 text-sm text-ink-600">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 size-4 shrink-0"
      >
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{message}</span>
    </p>
  );
}
