import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useForm, type Resolver } from "react-hook-form";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { createCaseEvaluationSchema, type CaseEvaluation } from "~/contract/contact-request";
import { sendContactRequest, timeoutSignal, waitBeforeRetry } from "~/contract/send-contact-request";
import type { UploadGrant } from "~/contract/evidence-uploads";
import type { BookingOffer } from "~/contract/contact-endpoint";
import { preloadToasts, showToast } from "~/features/notifications/show-toast";
import { whenPageIsQuiet } from "~/lib/when-page-is-quiet";
import type { CaseEvaluationEdition } from "./form-copy";
import {
  emptyFormValues,
  FIELD_ORDER,
  readPrefilledValues,
  toPayload,
  type CaseEvaluationFormValues,
} from "./form-values";
import { requestReference } from "~/contract/request-reference";
import { clearDraft, readDraft, saveDraft } from "./form-draft";
import { createSubmissionKeys } from "./submission-key";

export const FORM_ID = "case-evaluation-form";
/** The two places the draft can be cleared: the notice of a restored draft, or by the send button. */
export type DraftPlace = "top" | "bottom";
const SEND_TIMEOUT_MS = 30_000;

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
 * The form's state and its sending: the values (with what was typed before the script ran), one
 * idempotency key per distinct request, the toast for the outcome, the confirmation after a
 * success, and keyboard focus kept in place around the send.
 */
export function useCaseEvaluation({ copy, messages, initialPreferredLanguage, language }: CaseEvaluationEdition) {
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
  // The draft this tab kept (a reload, a lost connection); what was typed into this page wins.
  const [draft] = useState(() => readDraft());
  const form = useForm<CaseEvaluationFormValues, unknown, CaseEvaluation>({
    resolver,
    mode: "onTouched",
    defaultValues: { ...emptyValues, ...draft, ...prefilled },
  });
  const { handleSubmit, reset, getValues, formState } = form;
  const [keys] = useState(() => createSubmissionKeys());
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterSending = useRef(false);
  // After a successful send: the confirmation replaces the (reset) form until "Send another request".
  const [confirmation, setConfirmation] = useState<{
    reference?: string;
    uploads?: UploadGrant;
    booking?: BookingOffer;
  } | null>(null);

  // A draft came back from this tab: the form says so at its top until it is cleared or sent.
  const [restored, setRestored] = useState(() =>
    FIELD_ORDER.some((name) => draft[name] !== undefined && draft[name] !== emptyValues[name]),
  );
  // What "Clear this form" took away, until the visitor types again or sends (see undoClear).
  const [cleared, setCleared] = useState<CaseEvaluationFormValues | null>(null);
  // Where it was cleared: the undo stands there, in the notice at the top or by the send button.
  const [clearedAt, setClearedAt] = useState<DraftPlace>("bottom");
  const draftButtonRef = useRef<HTMLButtonElement>(null);
  const noticeButtonRef = useRef<HTMLButtonElement>(null);
  const buttonAt = (place: DraftPlace) => (place === "top" ? noticeButtonRef : draftButtonRef).current;
  const typedSomething = useCallback(
    (values: Partial<CaseEvaluationFormValues>) =>
      FIELD_ORDER.some((name) => (values[name] ?? "") !== (emptyValues[name] ?? "")),
    [emptyValues],
  );

  // Every change is kept in the tab as it is typed; typing into a cleared form ends its undo.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDraft(values);
          if (!typedSomething(values)) return;
          setCleared(null);
          setRestored(false);
        },
      }),
    [form, typedSomething],
  );

  // The toast library before the first send, but not while the page is settling.
  useEffect(() => whenPageIsQuiet(preloadToasts), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    let outcome: "sent" | "failed" | undefined;
    let wait: number | null = null;
    let reference: string | undefined;
    let uploads: UploadGrant | undefined;
    let booking: BookingOffer | undefined;
    await handleSubmit(async (data) => {
      const payload = toPayload(data, getValues(HONEYPOT_FIELD));
      focusAfterSending.current = true;
      try {
        const response = await sendContactRequest(payload, {
          idempotencyKey: keys.keyFor(payload),
          siteLanguage: language,
          // A stalled mobile connection must not leave the form "Submitting..." for minutes.
          signal: timeoutSignal(SEND_TIMEOUT_MS),
        });
        // The answer is { ok, id }: no personal data.
        console.info("Case evaluation request sent", response);
        keys.succeeded();
        reference = requestReference(response?.id);
        uploads = response?.uploads;
        booking = response?.booking;
        outcome = "sent";
      } catch (error) {
        // "HTTP error! status: 500" or a network error; never the visitor's data.
        console.error("Case evaluation request failed:", error instanceof Error ? error.message : error);
        outcome = "failed";
        wait = waitBeforeRetry(error);
      }
    })(event);
    if (!outcome) return; // invalid: react-hook-form has shown the messages and focused the first field
    // Reset only once handleSubmit has settled, so the fresh form is not left in its "submitted" state.
    if (outcome === "sent") {
      reset(emptyValues);
      setCleared(null);
      setRestored(false);
      clearDraft();
      setConfirmation({ reference, uploads, booking });
    }
    void showToast(
      outcome === "sent" ? copy.toast.success : wait === null ? copy.toast.failure : copy.toast.rateLimited(wait),
    );
  };

  const submitting = formState.isSubmitting;

  // The button is disabled while sending, which drops keyboard focus: give it back once enabled.
  useEffect(() => {
    if (submitting || !focusAfterSending.current) return;
    focusAfterSending.current = false;
    if (!document.activeElement || document.activeElement === document.body) submitRef.current?.focus();
  }, [submitting]);

  /**
   * "Clear this form": every field empty again and the draft erased, but what was typed is held
   * here until the visitor types again or sends, so one mistaken tap can be undone.
   */
  const clearForm = (place: DraftPlace = "bottom") => {
    const typed = getValues();
    flushSync(() => {
      reset(emptyValues);
      setCleared(typedSomething(typed) ? typed : null);
      setClearedAt(place);
      if (place === "bottom") setRestored(false);
    });
    clearDraft();
    buttonAt(place)?.focus();
  };

  /** "Bring back what I typed": the cleared values, and their draft, back as they were. */
  const undoClear = () => {
    if (!cleared) return;
    flushSync(() => {
      reset(cleared);
      setCleared(null);
      // The reset reads as typing to the subscription above; the notice at the top stays.
      setRestored(clearedAt === "top");
    });
    saveDraft(cleared);
    buttonAt(clearedAt)?.focus();
  };

  const sendAnother = () => {
    flushSync(() => setConfirmation(null));
    form.setFocus("firstName");
  };

  return {
    form,
    hydrated,
    submitting,
    submitRef,
    onSubmit,
    confirmation,
    sendAnother,
    clearForm,
    undoClear,
    /** Where "Bring back what I typed" stands, while there is something to bring back. */
    undoAt: cleared ? clearedAt : null,
    restored,
    noticeButtonRef,
    draftButtonRef,
  };
}
