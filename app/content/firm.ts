/**
 * The firm's identity, as a fresh install ships it: the first version of the facts the office
 * edits at /office/site. Every page, the footer and the structured data read the published
 * version's (~/editions/words); the server's defaults (MAIL_TO, MAIL_FROM) read these.
 *
 * PLACEHOLDERS: the values shipped here are fictional (a 555-01xx phone number,
 * example.com addresses). The firm replaces them with its own before launch, and removes the
 * "// sample" note at the end of each line it has replaced: `npm run check:launch` lists them.
 */

/**
 * What a member of the office does, for the line that says who speaks Spanish there. Spanish
 * marks an attorney's gender ("abogado", "abogada"); every other role reads the same for anyone.
 */
export type StaffRole =
  "attorney" | "attorney-woman" | "paralegal" | "legal-assistant" | "intake" | "receptionist" | "office-manager";

export type SpanishSpeaker = { name: string; role: StaffRole };

/**
 * Whether the free consultation with the attorney can be held in Spanish: the attorney speaks
 * it; it is held in English with an interpreter the office provides; it is in English only; or
 * the firm has not said yet (the Spanish pages then tell callers to ask, and the launch check
 * lists it until the firm chooses).
 */
export const SPANISH_CONSULTATIONS = ["in-spanish", "interpreter", "english-only", "unconfirmed"] as const;
export type SpanishConsultation = (typeof SPANISH_CONSULTATIONS)[number];

/** The firm's facts, as every version of the content holds them (the office edits them: /office/site). */
export type Firm = {
  name: string;
  shortName: string;
  attorney: { name: string };
  phone: { display: string; e164: string };
  email: string;
  staffEmails: readonly string[];
  address: {
    street: string;
    suite: string;
    city: string;
    region: string;
    regionName: string;
    postalCode: string;
    country: string;
  };
  hours: { schema: string };
  spanishSpeakers: readonly SpanishSpeaker[];
  spanishConsultation: SpanishConsultation;
  servingSince: number;
  copyrightYear: number;
  /** The responsible attorney's State Bar of California number and admission date (ISO day), in the footer and on /about. */
  stateBar: { number: string; admitted: string };
};

/** The first version of the firm's facts. */
export const firm: Firm = {
  name: "Avery Civil Rights Law", // sample: fictional firm name
  shortName: "Avery Law", // sample: fictional firm name
  attorney: {
    name: "Jordan Avery", // sample: fictional attorney
  },
  phone: {
    display: "(707) 555-0142",
    e164: "+17075550142",
  },
  email: "contact@example.com",
  staffEmails: ["contact@example.com", "intake@example.com"],
  address: {
    street: "100 Example Avenue", // sample: fictional street
    suite: "Suite 201",
    city: "Santa Rosa",
    region: "CA",
    regionName: "California",
    postalCode: "95401",
    country: "US",
  },
  hours: {
    /** schema.org openingHours notation; the words for each edition are in shared.ts (firmText.hours). */
    schema: "Mo-Fr 09:00-17:00", // sample: the firm's real hours
  },
  /**
   * Who at the office serves clients in Spanish, and in what role (the Spanish pages name the role:
   * staffRoles in ~/content/es/shared). Shown on the Spanish home and contact pages, the Spanish
   * form and the widget's Spanish greeting. Leave the list empty if nobody does: those pages then
   * say so, and promise no other way of speaking Spanish (no interpreter) until the firm words one
   * in spanishService (~/content/es/shared). A woman attorney's role is "attorney-woman" (abogada).
   */
  spanishSpeakers: [{ name: "Elena Morales", role: "legal-assistant" }], // sample: who speaks Spanish
  /** Only the firm can say it: until it does, the Spanish pages tell callers to ask, and the launch check lists it. */
  spanishConsultation: "unconfirmed",
  servingSince: 2009,
  copyrightYear: 2024,
  stateBar: { number: "000000", admitted: "2009-12-01" }, // sample: the attorney's real bar number and admission date
};

/** A tel: URL for a phone number given in E.164 form. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The office address on one line, e.g. for the footer and mail notifications. */
export function addressOneLine(address: Firm["address"]): string {
  return `${address.street}, ${address.suite}, ${address.city}, ${address.region} ${address.postalCode}`;
}
