import { HOW_HEARD_OPTIONS, PREFERRED_LANGUAGES } from "~/contract/contact-request";
import { waitWords } from "./contact-request-messages";
import { evidenceOfferCopy } from "./evidence-upload";

/**
 * Words of the case-evaluation form on /consultation (spec sections 2, 5 and 8; notices from
 * CONTENT.md). The validation messages are in contact-request-messages.ts, because the
 * server answers with the same ones.
 */
/** In English an option reads as its value; a translation gives each its own words. */
function sameWords<T extends string>(values: readonly T[]): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, value])) as unknown as Record<T, string>;
}

export const caseEvaluationCopy = {
  title: "Case Evaluation Request Form",
  /**
   * The spec's words ("confidential and privileged"), with what they mean: the office keeps it,
   * and the law protects a prospective client's words to a lawyer (Cal. Evid. Code §§ 951, 954)
   * whether or not the office takes the case, so it never reads as a promise of representation.
   */
  confidentiality:
    "What you tell us to seek legal advice is confidential and privileged: the office may not reveal it, and the law protects it as a conversation with an attorney, even if the office does not take your case.",
  requiredNote: "Fields marked with an asterisk (*) are required.",
  optional: "(optional)",
  groups: { contact: "How to reach you", incident: "What happened" },

  fields: {
    firstName: { label: "First Name" },
    lastName: { label: "Last Name" },
    email: { label: "Email Address" },
    phone: { label: "Phone Number", hint: "Include your area code." },
    preferredLanguage: {
      label: "Preferred Language",
      placeholder: "Select a language",
      /** What the visitor sees for each option; the payload keeps the option's value. */
      options: sameWords(PREFERRED_LANGUAGES),
    },
    caseDescription: {
      label: "Tell Us What Happened",
      hint: "A few sentences are enough: what happened, and who was involved.",
    },
    pendingCharges: { label: "Do you have pending criminal charges?", yes: "Yes", no: "No", unknown: "I don't know" },
    policeAgency: {
      label: "Police Agency Involved",
      hint: 'City police or county sheriff. "Not sure" is fine.',
    },
    incidentDate: {
      label: "Date of Incident",
      placeholder: "Choose a date",
      hint: "If you are not sure of the exact day, choose the closest one.",
      dialogTitle: "Choose the date of the incident",
      dialogHelp: "Arrow keys move between days, Page Up and Page Down change the month. Press Enter to choose a day.",
      close: "Close",
      clear: "Clear date",
      loading: "Loading the calendar…",
    },
    incidentLocation: {
      label: "Location of Incident",
      hint: 'The city, street or place. "Not sure" is fine.',
    },
    /** Optional (issue 35): the ways that are safe, each option's words by its value. */
    reachBy: {
      label: "How may the office reach you?",
      hint: "If a call, a text or a voicemail could put you at risk, choose what is safe.",
      options: {
        any: "A call, a text or a voicemail are all fine",
        "no-voicemail": "Call or text, but do not leave a voicemail",
        "text-only": "Text only: do not call",
        "call-only": "Call only: do not text",
        "email-only": "Email only: do not call or text",
      },
    },
    safeTime: { label: "A safe time to reach you", hint: "For example: weekdays after 6:00 PM." },
    howHeardAboutUs: {
      label: "How Did You Hear About Us?",
      placeholder: "Select an option",
      hint: 'If you are not sure, choose "Other".',
      options: sameWords(HOW_HEARD_OPTIONS),
    },
  },

  /** Hidden from people and assistive technology; only bots fill it in. */
  honeypotLabel: "Leave this field empty",

  submit: "Submit Case Evaluation Request",
  submitting: "Submitting...",

  /** The draft kept in the tab as the visitor types (sessionStorage), and the way to erase it. */
  draft: {
    note: "What you type is kept in this browser tab until you send it or clear it.",
    clear: "Clear this form",
    /** Said once the form is cleared, and the button that then stands in the place of "Clear this form". */
    cleared: "The form is cleared.",
    undo: "Bring back what I typed",
    /** At the top of a form whose draft came back after a reload: on a shared phone, one tap clears it. */
    restored: "What you typed earlier in this browser tab is back.",
    restoredClear: "Clear it now",
  },

  notices: {
    // The privilege is explained once, at the top of the form (`confidentiality`); here, who receives it.
    confidential: "{confidentiality}",
    noRelationship:
      "Sending this form does not create an attorney-client relationship: you become a client only once you and the office both sign a written fee agreement.",
    privacyLead: "How we handle what you send:",
    privacyLink: { text: "Privacy Policy", href: "/privacy" },
    urgentLead: "Need help right away? Call",
  },

  /** Stays on the page after a successful send, in place of the form, and takes focus. */
  confirmation: {
    title: "Your request has arrived",
    body: `{attorney}'s office has your case evaluation request.`,
    referenceLabel: "Your reference:",
    referenceHint: "If you call the office, give this reference so your request can be found quickly.",
    nextTitle: "What happens next",
    next: "The office reviews your request and contacts you, usually within 24 hours, by phone or email, to arrange your free case evaluation.",
    callLead: "Need to talk sooner? Call",
    sendAnother: "Send another request",
    evidence: evidenceOfferCopy,
  },

  toast: {
    success: {
      title: "Case Evaluation Request Submitted",
      description: "A member of our team will be in touch promptly to discuss your case.",
    },
    failure: {
      variant: "destructive",
      title: "Error",
      description: "There was an error submitting your request. Please try again or call us directly.",
    },
    /**
     * The server refused it for now (429, or 503 with a long Retry-After): an immediate retry would
     * fail again, so say how long to wait.
     */
    rateLimited: (seconds: number) => ({
      variant: "destructive" as const,
      title: "Please wait before sending again",
      description: `Several requests were sent from your connection in a short time. Please wait ${waitWords(seconds)}, then send it again, or call {phone}. What you wrote is still in the form.`,
    }),
  },
} as const;
