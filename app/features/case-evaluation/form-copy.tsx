import { createContext, useContext } from "react";
import type { caseEvaluationCopy } from "~/content/case-evaluation";
import type { ContactRequestMessages, HOW_HEARD_OPTIONS, PREFERRED_LANGUAGES } from "~/contract/contact-request";
import type { Translation } from "~/content/translation";
import { editionOf } from "~/editions/editions";
import type { Notice } from "~/features/notifications/notify";
import type { Language } from "~/lib/language";

/**
 * The case-evaluation form's words in one language. The consultation page of each edition
 * passes its own words in, so the form's code carries no language of its own.
 */
type Fields = Translation<typeof caseEvaluationCopy.fields>;

export type CaseEvaluationCopy = Omit<Translation<typeof caseEvaluationCopy>, "toast" | "fields"> & {
  toast: { success: Notice; failure: Notice; rateLimited: (seconds: number) => Notice };
  fields: Omit<Fields, "preferredLanguage" | "howHeardAboutUs"> & {
    /**
     * What the visitor sees for each option, when it is not the option itself (in English it
     * is): the payload keeps the spec's English value, so the office's email reads the same.
     */
    preferredLanguage: Fields["preferredLanguage"] & {
      options?: Readonly<Record<(typeof PREFERRED_LANGUAGES)[number], string>>;
    };
    howHeardAboutUs: Fields["howHeardAboutUs"] & {
      options?: Readonly<Record<(typeof HOW_HEARD_OPTIONS)[number], string>>;
    };
  };
};

export type CaseEvaluationEdition = {
  language: Language;
  copy: CaseEvaluationCopy;
  messages: ContactRequestMessages;
  /** The preferred language the form starts with ("" to make the visitor choose). */
  initialPreferredLanguage: string;
};

/** The form in one edition: its words, and the preferred language that edition starts with. */
export function caseEvaluationEdition(
  edition: Omit<CaseEvaluationEdition, "initialPreferredLanguage">,
): CaseEvaluationEdition {
  return { ...edition, initialPreferredLanguage: editionOf(edition.language).presetPreferredLanguage };
}

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
