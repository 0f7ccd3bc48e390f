/**
 * A Monday's worth of requests for the office's inbox, as visitors send them: both editions,
 * the form and the widget, phone-only ones, people who wrote twice, incident dates whose
 * six-month claim deadline is days, weeks or months away (counted from `today`), or none.
 * For the journeys and their screenshots; every name, address and number is fictional.
 */
import type { CaseEvaluation, WidgetSubmission } from "~/contract/contact-request";
import { formatIncidentDate } from "~/contract/incident-date";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { addDays, addMonths, dayIn, type CalendarDay } from "~/lib/calendar-day";

type Seed = {
  payload: CaseEvaluation | WidgetSubmission;
  /** The edition it came from: "es" sends Content-Language: es, as the Spanish pages do. */
  edition?: "es";
};

const payloadDate = ({ year, month, day }: CalendarDay) => formatIncidentDate(new Date(year, month - 1, day));

/**
 * An incident date whose claim deadline is `daysLeft` days after today on the office's clock,
 * or a day or three later when that day is past the 28th (so that six months back and forth
 * land on the same day of the month). Returns the payload's date, the days left and the deadline.
 */
export function claimDeadlineIn(daysLeft: number, now = Date.now()) {
  const today = dayIn(OFFICE_TIME_ZONE, now);
  let days = daysLeft;
  while (addDays(today, days).day > 28) days++;
  const claim = addDays(today, days);
  return { incidentDate: payloadDate(addMonths(claim, -6)), daysLeft: days, claim };
}

/** The incident date whose claim deadline is about `daysLeft` days away (see claimDeadlineIn). */
export function incidentForClaimIn(daysLeft: number, now = Date.now()): string {
  return claimDeadlineIn(daysLeft, now).incidentDate;
}

const daysAgo = (days: number, now = Date.now()) => payloadDate(addDays(dayIn(OFFICE_TIME_ZONE, now), -days));

const PEOPLE: [first: string, last: string, agency: string, charges: "yes" | "no", language: string][] = [
  ["Maria", "Gonzalez", "Sonoma County Sheriff's Office", "no", "Spanish"],
  ["James", "Whitaker", "Santa Rosa Police Department", "yes", "English"],
  ["Lucia", "Ortiz", "Petaluma Police Department", "no", "Spanish"],
  ["Derek", "Owens", "California Highway Patrol", "no", "English"],
  ["Aaliyah", "Brooks", "Vallejo Police Department", "yes", "English"],
  ["Tomás", "Herrera", "Napa County Sheriff's Office", "no", "Spanish"],
  ["Grace", "Kim", "Rohnert Park Public Safety", "no", "Korean"],
  ["Robert", "Nguyen", "Santa Rosa Police Department", "no", "English"],
  ["Samantha", "Reyes", "Healdsburg Police Department", "yes", "English"],
  ["Ahmed", "Saleh", "Marin County Sheriff's Office", "no", "Arabic"],
  ["Keisha", "Freeman", "Vallejo Police Department", "no", "English"],
  ["Carlos", "Mendoza", "Sonoma County Sheriff's Office", "yes", "Spanish"],
  ["Emily", "Carter", "Novato Police Department", "no", "English"],
  ["Joseph", "Lee", "Ukiah Police Department", "no", "English"],
  ["Rosa", "Jimenez", "Santa Rosa Police Department", "no", "Spanish"],
  ["Marcus", "Bell", "Fairfield Police Department", "yes", "English"],
  ["Hannah", "Schultz", "Sebastopol Police Department", "no", "German"],
  ["Victor", "Alvarez", "Windsor Police Department", "no", "English"],
  ["Priya", "Shah", "San Rafael Police Department", "no", "English"],
  ["Daniel", "O'Brien", "Eureka Police Department", "yes", "English"],
  ["Ana", "Castillo", "Napa Police Department", "no", "Spanish"],
  ["Tyrone", "Jackson", "Vallejo Police Department", "yes", "English"],
];

const STORIES = [
  "Two deputies pulled me out of my car at a traffic stop and slammed my head on the hood. I needed stitches.",
  "Officers came to the wrong apartment, broke the door and held my kids at gunpoint for twenty minutes.",
  "I was tased three times while already handcuffed on the ground. There is body camera footage.",
  "A police dog was let loose on me after I had already surrendered. My arm is still not healed.",
  "I was arrested for resisting arrest after I asked for the officer's badge number. The charge was dropped.",
  "My brother died in the county jail; nobody told us what happened for two days.",
];

/** About thirty requests, newest last; `now` fixes the incident dates' deadlines. */
export function mondayRequests(now = Date.now()): Seed[] {
  const claimDays = [5, 12, 27, 45, 90, 150, -20, null, 9, 60];
  const seeds: Seed[] = PEOPLE.map(([firstName, lastName, policeAgency, pendingCharges, preferredLanguage], index) => {
    const days = claimDays[index % claimDays.length];
    return {
      payload: {
        firstName,
        lastName,
        email: `${firstName
          .toLowerCase()
          .normalize("NFKD")
          .replace(/[^a-z]/g, "")}.${lastName.toLowerCase().replace(/[^a-z]/g, "")}@example.org`,
        phone: `(707) 555-${String(101 + index).padStart(4, "0")}`,
        preferredLanguage,
        caseDescription: STORIES[index % STORIES.length]!,
        pendingCharges,
        policeAgency,
        incidentDate: days === null ? "" : days === undefined ? daysAgo(3, now) : incidentForClaimIn(days, now),
        incidentLocation: "Santa Rosa, California",
        howHeardAboutUs: index % 3 === 0 ? "Friend or family recommendation" : "Google search",
      },
      ...(preferredLanguage === "Spanish" && index % 2 === 0 ? { edition: "es" as const } : {}),
    };
  });
  const widget = (
    firstName: string,
    lastName: string,
    phone: string,
    email = "",
    language: WidgetSubmission["preferredLanguage"] = "English",
  ): Seed => ({
    payload: {
      firstName,
      lastName,
      email,
      phone,
      caseDescription: "An officer pushed my father to the ground at the bus stop.\n\nCan someone call me back today?",
      pendingCharges: "Not specified via chat",
      policeAgency: "Not specified via chat",
      incidentLocation: "Not specified via chat",
      preferredLanguage: language,
      howHeardAboutUs: "Live Chat Widget",
    },
    ...(language === "Spanish" ? { edition: "es" as const } : {}),
  });
  return [
    ...seeds,
    widget("Dana", "Whitfield", "707-555-0177"),
    widget("Luis", "Fernández", "+1 707 555 0178", "", "Spanish"),
    widget("Pat", "Moreno", "", "pat.moreno@example.org"),
    // The same person again, another day: the same phone in another form.
    { payload: { ...(seeds[1]!.payload as CaseEvaluation), phone: "707.555.0102", email: "jwhitaker@example.org" } },
    // Another witness of the same incident: the same agency on the same day.
    {
      payload: {
        ...(seeds[4]!.payload as CaseEvaluation),
        firstName: "Monique",
        lastName: "Brooks",
        email: "monique.brooks@example.org",
        phone: "(707) 555-0190",
      },
    },
    {
      payload: {
        ...(seeds[0]!.payload as CaseEvaluation),
        caseDescription: "I wrote last week: the deputies also took my phone and did not give it back.",
      },
      edition: "es",
    },
    {
      payload: {
        ...(seeds[6]!.payload as CaseEvaluation),
        firstName: "Oliver",
        lastName: "Grant",
        email: "oliver.grant@example.org",
        phone: "(707) 555-0191",
        incidentDate: daysAgo(40, now),
      },
    },
    {
      payload: {
        ...(seeds[9]!.payload as CaseEvaluation),
        firstName: "Sofia",
        lastName: "Rossi",
        email: "sofia.rossi@example.org",
        phone: "(707) 555-0192",
        preferredLanguage: "Italian",
      },
    },
  ];
}
