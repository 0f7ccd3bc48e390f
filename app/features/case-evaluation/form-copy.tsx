import { createContext, useContext } from "react";
import type { caseEvaluationCopy } from "~/content/case-evaluation";
import type { ContactRequestMessages } from "~/contract/contact-request";
import type { Translation } from "~/content/translation";
import type { Notice } from "~/features/notifications/notify";
import type { Language } from "~/lib/language";

/**
 * The case-evaluation form's words in one language. Types only: the consultation page of each
 * edition passes its own words in, so the form's code carries no language of its own.
 */
export type CaseEvaluationCopy = Omit<Translation<typeof caseEvaluationCopy>, "toast"> & {
  toast: { success: Notice; failure: Notice };
};

export type CaseEvaluationEdition = {
  language: Language;
  copy: CaseEvaluationCopy;
  messages: ContactRequestMessages;
  /** The preferred language the form starts with ("" to make the visitor choose). */
  initialPreferredLanguage: string;
};

const FormEditionContext = createContext<CaseEvaluationEdition | null>(null);
export const FormEditionProvider = FormEditionContext.Provider;

function useFormEdition(): CaseEvaluationEdition {
  const edition = useContext(FormEditionContext);
  if (!edition) throw new Error("the case-evaluation form's parts need its edition");
  return edition;
}

export function useFormCopy(): CaseEvaluationCopy {
  return useFormEdition().copy;
}

export function useFormLanguage(): Language {
  return useFormEdition().language;
}
