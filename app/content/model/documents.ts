/**
 * Everything the firm edits in the office (/office/site), one declaration per document: its
 * fields (./fields.ts: type, check, editor widget and limits in one), shaped like the content
 * module it replaces. The module is the document's first version (./first-version.server.ts);
 * what the firm publishes replaces it, checked by the same schemas. Exports of a module that
 * no field names (a function that builds a sentence, a path) stay the module's.
 *
 * To add a document: declare it here with the module it reads (`id`, its path under
 * app/content/, with the Spanish twin at the same path under app/content/es/), give the module
 * its first-version value, and add it to first-version.server.ts. To add a field: add it to
 * the document's fields and its value to both modules. docs/architecture.md says it step by step.
 */
import { resultKinds } from "../achievements";
import { resultKinds as spanishResultKinds } from "../es/achievements";
import type { SpanishConsultation } from "../firm";
import { practiceAreaLinks } from "../navigation";
import {
  choice,
  fact,
  flag,
  group,
  image,
  line,
  list,
  markdown,
  name,
  paragraph,
  type Field,
  type GroupField,
} from "./fields";
import { GUIDE_DOCUMENTS } from "./guide-documents";

export type DocumentSection = "The firm" | "Pages" | "Guides" | "Practice pages" | "Lists" | "Letters";

export type ContentDocument = {
  /** The content module's path under app/content/: "home", "practice-areas/pages/civil-rights". */
  id: string;
  title: string;
  section: DocumentSection;
  /** What it is for, in one line. */
  summary: string;
  /** The page a preview opens first (English path). */
  page?: string;
  /** Its fields, by the module's export names. */
  fields: Record<string, Field>;
  /** The module has no Spanish twin: every field holds one value for both languages. */
  oneLanguage?: true;
  /**
   * Values shipped as samples (`// sample` in the module): until the firm replaces or confirms
   * each, the launch check lists it. Paths into the document's value.
   */
  samples?: readonly string[];
};

/** Where a page sits in search results: its title and description. */
const searchResult = (help = "") =>
  group(
    "In search results",
    {
      title: line("Title", { max: 70, help: "The firm's name is added after it." }),
      description: paragraph("Description", { max: 300, help: "Search engines show about 160 characters." }),
    },
    help || undefined,
  );

const sectionHeading = (label: string, withIntro = true) =>
  group(label, {
    eyebrow: line("Small heading above", { max: 60 }),
    title: line("Heading", { max: 90 }),
    ...(withIntro ? { intro: paragraph("Introduction", { max: 400 }) } : {}),
  });

const HONOR_ICONS = {
  award: "Ribbon",
  trophy: "Trophy",
  medal: "Medal",
  star: "Star",
  scale: "Scales",
  shield: "Shield",
} as const;

const STAFF_ROLES = {
  attorney: "Attorney (man)",
  "attorney-woman": "Attorney (woman)",
  paralegal: "Paralegal",
  "legal-assistant": "Legal assistant",
  intake: "Intake",
  receptionist: "Receptionist",
  "office-manager": "Office manager",
} as const;

const SPANISH_CONSULTATIONS = {
  "in-spanish": "In Spanish: the attorney speaks Spanish",
  interpreter: "In English, with an interpreter the office provides",
  "english-only": "In English only, without an interpreter",
  unconfirmed: "Not chosen yet (the pages tell callers to ask)",
} as const satisfies Record<SpanishConsultation, string>;

/**
 * A result's kinds, each named as both editions' pages name it (the achievements modules' words),
 * so the office chooses the very words a visitor reads: "Settlement (in Spanish: Acuerdo económico)".
 */
export const RESULT_KINDS = Object.fromEntries(
  Object.entries(resultKinds).map(([kind, english]) => [
    kind,
    `${english} (in Spanish: ${spanishResultKinds[kind as keyof typeof resultKinds]})`,
  ]),
) as Readonly<Record<keyof typeof resultKinds, string>>;

const sampleFlag = flag(
  "Sample, not the firm's own",
  "Shipped as an example. Untick only once this item is true and the firm may publish it.",
);

const firm: ContentDocument = {
  id: "firm",
  title: "The firm's facts",
  section: "The firm",
  summary: "Name, attorney, phone, email, address, hours and who speaks Spanish: every page shows them.",
  oneLanguage: true,
  fields: {
    firm: group("The firm", {
      name: name("Firm name", { max: 80 }),
      shortName: name("Short name", { max: 40, help: "Used where space is short, such as the office's own pages." }),
      attorney: group("The attorney", { name: name("Attorney's name", { max: 80 }) }),
      phone: group("Phone", {
        display: fact("phone", "Office phone", { help: "A US number with its area code. Pages link it for calling." }),
      }),
      email: fact("email", "Contact email", { help: "Shown on every page and in the structured data." }),
      staffEmails: list("Staff emails on the contact page", fact("email", "Email"), {
        itemLabel: "Email",
        min: 1,
        max: 6,
      }),
      address: group("Office address", {
        street: name("Street", { max: 80 }),
        suite: name("Suite or floor", { max: 40, optional: true }),
        city: name("City", { max: 60 }),
        postalCode: name("ZIP code", { max: 10 }),
      }),
      hours: group("Hours for search engines", {
        schema: fact("opening-hours", "Opening hours", {
          help: 'Days and times as search engines read them: "Mo-Fr 09:00-17:00". The hours visitors read are in the firm\'s words.',
        }),
      }),
      spanishSpeakers: list(
        "Who at the office speaks Spanish",
        group("Person", { name: name("Name", { max: 80 }), role: choice("Role", STAFF_ROLES) }),
        {
          itemLabel: "Person",
          max: 6,
          help: "The Spanish pages ask callers to speak with them, saying their role, and that anyone who is not an attorney gives no legal advice. List the attorney too if they speak Spanish. Leave none if nobody does: the pages then say so.",
          describe: (item) => (item as { name?: string }).name ?? "",
        },
      ),
      spanishConsultation: choice(
        "The free consultation with the attorney, for Spanish speakers",
        SPANISH_CONSULTATIONS,
        "The Spanish pages say it beside the name of whoever speaks Spanish, so that nobody reads it as a consultation in Spanish the office cannot hold (State Bar rule 7.1). The site cannot be published until the firm chooses.",
      ),
      servingSince: fact("year", "Serving clients since"),
      copyrightYear: fact("year", "Year in the copyright line"),
      stateBar: group("State Bar of California", {
        number: name("The attorney's State Bar number", {
          max: 12,
          help: "Shown in the footer of every page and on the About page, as the State Bar's rules expect.",
        }),
        admitted: fact("date", "Date admitted to the bar", { help: 'As "2009-12-01". Pages show it in words.' }),
      }),
    }),
  },
  samples: [
    "firm.stateBar.number",
    "firm.stateBar.admitted",
    "firm.name",
    "firm.shortName",
    "firm.attorney.name",
    "firm.address.street",
    "firm.hours.schema",
    "firm.spanishSpeakers",
  ],
};

const firmWords: ContentDocument = {
  id: "shared",
  title: "The firm's words",
  section: "The firm",
  summary:
    "Subtitle, tagline, hours, area served, the closing call to action, the results disclaimer and the fee terms.",
  page: "/contact",
  fields: {
    firmText: group("About the firm", {
      subtitle: line("Subtitle under the name", { max: 60, tokens: "facts" }),
      attorneyTitle: line("The attorney's title", { max: 60, tokens: "facts" }),
      tagline: paragraph("Tagline", { max: 300, tokens: "facts" }),
      hours: line("Office hours", { max: 120, tokens: "facts", help: "As visitors read them, next to the phone." }),
      afterHours: paragraph("Outside office hours", { max: 300, tokens: "facts" }),
      availability: paragraph("Availability", { max: 300, tokens: "facts" }),
      areaServed: line("Where the practice works", { max: 80, tokens: "facts" }),
      homeTitle: line("Home page title in search results", { max: 80, tokens: "facts" }),
      socialImageAlt: line("What the social card shows", { max: 160, tokens: "facts" }),
    }),
    callToActionCopy: group("Closing call to action", {
      title: line("Heading", { max: 90 }),
      body: paragraph("Text", { max: 500 }),
    }),
    resultsDisclaimer: paragraph("Results disclaimer", {
      max: 400,
      help: "Shown wherever past results and testimonials appear (State Bar rule 7.1).",
    }),
    feeTerms: paragraph("Fee terms", {
      max: 800,
      tokens: "facts",
      help: 'Wherever "no fee unless we win" appears, how case costs are handled (rule 7.1, comment 3).',
    }),
  },
  samples: ["firmText.hours"],
};

const layout: ContentDocument = {
  id: "layout",
  title: "Footer",
  section: "The firm",
  summary: "The short text about the firm at the foot of every page.",
  page: "/",
  fields: { footerCopy: group("Footer", { blurb: paragraph("About the firm", { max: 800 }) }) },
};

const home: ContentDocument = {
  id: "home",
  title: "Home page",
  section: "Pages",
  summary: "The first page visitors see.",
  page: "/",
  fields: {
    homeCopy: group("Home page", {
      meta: searchResult(),
      hero: group("Top of the page", {
        eyebrow: line("Small heading above", { max: 80 }),
        title: line("Heading", { max: 60 }),
        lead: paragraph("Text", { max: 400 }),
        assurances: list("Promises under the buttons", line("Promise", { max: 80 }), { itemLabel: "Promise", max: 4 }),
      }),
      practice: group("Areas of practice", {
        eyebrow: line("Small heading above", { max: 60 }),
        title: line("Heading", { max: 90 }),
        intro: paragraph("Introduction", { max: 400 }),
        viewAll: line("Link to every area", { max: 60 }),
      }),
      testimonials: sectionHeading("Testimonials"),
      achievements: sectionHeading("Results"),
      news: group("In the news", {
        eyebrow: line("Small heading above", { max: 60 }),
        title: line("Heading", { max: 90 }),
        intro: paragraph("Introduction", { max: 400 }),
        moreLink: line("Link to every press item", { max: 60 }),
      }),
      honors: sectionHeading("Honors"),
    }),
  },
};

const about: ContentDocument = {
  id: "about",
  title: "About the attorney",
  section: "Pages",
  summary: "The attorney's biography, admissions and the headings of the lists on /about.",
  page: "/about",
  fields: {
    aboutCopy: group("About page", {
      meta: searchResult(),
      hero: group("Top of the page", {
        eyebrow: line("Small heading above", { max: 60 }),
        title: line("Heading", { max: 80 }),
        role: line("Title and firm", { max: 120 }),
        tagline: paragraph("Tagline", { max: 300 }),
      }),
      biography: group("Biography", {
        title: line("Heading", { max: 90 }),
        paragraphs: markdown("Biography", { max: 6000 }),
      }),
      admissions: group("Admitted to practice", {
        title: line("Heading", { max: 90 }),
        courts: list("Courts", line("Court", { max: 120 }), { itemLabel: "Court", min: 1, max: 12 }),
      }),
      opinions: sectionHeading("Published opinions"),
      achievements: sectionHeading("Results"),
      honors: sectionHeading("Honors"),
    }),
  },
};

const contact: ContentDocument = {
  id: "contact",
  title: "Contact page",
  section: "Pages",
  summary: "The contact page's headings, cards and the reasons to choose the firm.",
  page: "/contact",
  fields: {
    contactCopy: group("Contact page", {
      meta: searchResult(),
      hero: group("Top of the page", {
        eyebrow: line("Small heading above", { max: 60 }),
        title: line("Heading", { max: 90 }),
        lead: paragraph("Text", { max: 500 }),
      }),
      info: group("Contact information", {
        title: line("Heading", { max: 90 }),
        phone: group("Phone card", { title: line("Heading", { max: 60 }), body: paragraph("Text", { max: 300 }) }),
        email: group("Email card", { title: line("Heading", { max: 60 }) }),
        office: group("Office card", {
          title: line("Heading", { max: 60 }),
          notice: line("Notice", {
            max: 120,
            optional: true,
            help: 'Such as "PLEASE NOTE WE HAVE MOVED!"; leave empty for none.',
          }),
          body: line("Before the address", { max: 120 }),
        }),
        availability: group("Availability card", {
          title: line("Heading", { max: 60 }),
          body: paragraph("Text", { max: 300 }),
        }),
        formPrompt: line("Before the link to the form", { max: 160 }),
      }),
      why: group("Why choose the firm", {
        title: line("Heading", { max: 90 }),
        cards: list(
          "Reasons",
          group("Reason", {
            icon: choice("Icon", {
              award: "Ribbon",
              scale: "Scales",
              calendar: "Calendar",
              shield: "Shield",
              star: "Star",
            }),
            title: line("Heading", { max: 80 }),
            body: paragraph("Text", { max: 800 }),
            disclaimer: flag("Show the results disclaimer", "Tick when the text speaks of past results."),
          }),
          {
            itemLabel: "Reason",
            min: 1,
            max: 4,
            describe: (item) => (item as { title?: { en?: string } }).title?.en ?? "",
          },
        ),
      }),
    }),
  },
};

const consultation: ContentDocument = {
  id: "consultation",
  title: "Consultation page",
  section: "Pages",
  summary: "The words around the case-evaluation form on /consultation.",
  page: "/consultation",
  fields: {
    consultationCopy: group("Consultation page", {
      meta: searchResult(),
      hero: group("Top of the page", {
        eyebrow: line("Small heading above", { max: 60 }),
        title: line("Heading", { max: 90 }),
        lead: paragraph("Text", { max: 500 }),
        phoneLabel: line("Phone link label", { max: 40 }),
        emailLabel: line("Email link label", { max: 40 }),
      }),
      nextSteps: group("What happens next", {
        title: line("Heading", { max: 90 }),
        steps: list(
          "Steps",
          group("Step", { title: line("Heading", { max: 80 }), body: paragraph("Text", { max: 600 }) }),
          {
            itemLabel: "Step",
            min: 1,
            max: 5,
          },
        ),
      }),
    }),
  },
};

const headlines: ContentDocument = {
  id: "headlines",
  title: "In the News page",
  section: "Pages",
  summary: "The words around the press items on /headlines.",
  page: "/headlines",
  fields: {
    headlinesCopy: group("In the News page", {
      meta: searchResult(),
      hero: group("Top of the page", {
        eyebrow: line("Small heading above", { max: 60 }),
        title: line("Heading", { max: 90 }),
        lead: paragraph("Text", { max: 400 }),
      }),
      readArticle: line("Link to each article", { max: 60 }),
      closing: group("Closing", { title: line("Heading", { max: 90 }), body: paragraph("Text", { max: 400 }) }),
    }),
  },
};

const practiceIndex: ContentDocument = {
  id: "practice-areas/copy",
  title: "Practice areas page",
  section: "Practice pages",
  summary: "The index of the practice areas, and the words around every practice page.",
  page: "/practice-areas",
  fields: {
    practiceAreasIndexCopy: group("Practice areas page", {
      metaTitle: line("Title in search results", { max: 70 }),
      metaDescription: paragraph("Description in search results", { max: 200 }),
      eyebrow: line("Small heading above", { max: 80 }),
      heading: line("Heading", { max: 80 }),
      intro: paragraph("Introduction", { max: 400 }),
      ctaHeading: line("Closing heading", { max: 90 }),
      ctaBody: paragraph("Closing text", { max: 400 }),
    }),
    practicePageCopy: group("Around every practice page", {
      asideHeading: line("Heading of the contact card", { max: 60 }),
      asideBody: paragraph("Text of the contact card", { max: 300 }),
      asideConciergeBody: paragraph("Text of the contact card on the concierge page", { max: 300 }),
      disclaimer: paragraph("Disclaimer under the text", { max: 400 }),
    }),
    TAGLINE: line("Closing motto", { max: 90 }),
  },
};

const practiceCards: ContentDocument = {
  id: "practice-areas/index",
  title: "Practice area cards",
  section: "Practice pages",
  summary: "Each area's card on /practice-areas and the home page: its description and picture.",
  page: "/practice-areas",
  fields: {
    practiceAreas: list(
      "Cards",
      group("Card", {
        description: paragraph("Description", { max: 400 }),
        image: image(
          "Picture",
          "card",
          "A wide picture, 8 by 5. The site's own line drawing until the firm uploads a photo.",
        ),
      }),
      {
        itemLabel: "Card",
        min: practiceAreaLinks.length,
        max: practiceAreaLinks.length,
        describe: (item) => (item as { slug?: string }).slug ?? "",
      },
    ),
  },
};

/** The long text of one practice page. */
const practicePage = (label: string): GroupField =>
  group(label, {
    metaTitle: line("Title in search results", { max: 70 }),
    metaDescription: paragraph("Description in search results", { max: 200 }),
    lead: paragraph("Opening paragraph", { max: 700 }),
    notice: paragraph("Notice near the top", { max: 300, optional: true, help: "Leave empty for none." }),
    quote: group("Quote", { text: paragraph("Quote", { max: 400 }), source: line("Who said it", { max: 160 }) }),
    sections: list(
      "Sections",
      group("Section", {
        heading: line("Heading", { max: 120 }),
        blocks: markdown("Text", {
          max: 6000,
          help: "Paragraphs apart by an empty line; a list with a dash at the start of each line.",
        }),
        highlight: flag("Set apart in a tinted box", "For the practical steps a visitor should take now."),
      }),
      {
        itemLabel: "Section",
        min: 1,
        max: 12,
        describe: (item) => (item as { heading?: { en?: string } }).heading?.en ?? "",
      },
    ),
    closing: group("Closing", {
      heading: line("Heading", { max: 90 }),
      body: paragraph("Text", { max: 500 }),
      tagline: flag("End with the closing motto"),
    }),
    primaryCta: choice("Main button leads to", {
      consultation: "The case-evaluation form",
      contact: "The contact page",
    }),
  });

const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const practicePages: ContentDocument[] = practiceAreaLinks.map(({ slug, name: title }) => ({
  id: `practice-areas/pages/${slug}`,
  title,
  section: "Practice pages",
  summary: `The page at /practice-areas/${slug}.`,
  page: `/practice-areas/${slug}`,
  fields: { [camel(slug)]: practicePage(title) },
}));

const achievements: ContentDocument = {
  id: "achievements",
  title: "Results",
  section: "Lists",
  summary:
    "Settlements and verdicts on the home and about pages, each with its kind, year and county or court, always shown with the results disclaimer.",
  page: "/",
  fields: {
    achievements: list(
      "Results",
      group("Result", {
        amount: line("Amount", { max: 40, tokens: "none", help: 'As a reader reads it: "$1.6M", "$1.6 millones".' }),
        kind: choice(
          "Kind",
          RESULT_KINDS,
          'Shown under the amount with the year, in the page\'s language: "Settlement, 2024" or "Acuerdo económico, 2024".',
        ),
        year: fact("year", "Year", { help: "The year the case settled or the verdict came in." }),
        county: line("County or court", {
          max: 80,
          tokens: "none",
          help: 'Where the case ended, as a reader would say it: a county, like "Sonoma County" ("Condado de Sonoma" in Spanish), or a federal court and its city, like "U.S. District Court, San Francisco" ("Corte federal de distrito, San Francisco").',
        }),
        label: paragraph("What it was for", {
          max: 200,
          help: 'Read after the kind: "For a man beaten during a traffic stop".',
        }),
        sample: sampleFlag,
      }),
      { itemLabel: "Result", max: 12, describe: (item) => (item as { amount?: { en?: string } }).amount?.en ?? "" },
    ),
  },
};

const testimonials: ContentDocument = {
  id: "testimonials",
  title: "Testimonials",
  section: "Lists",
  summary: "What others have said of the attorney's work, on the home page, with the results disclaimer.",
  page: "/",
  fields: {
    testimonials: list(
      "Testimonials",
      group("Testimonial", {
        name: line("Source", {
          max: 80,
          tokens: "none",
          help: "By role or publication: never a private person's name without consent.",
        }),
        review: paragraph("Quote", { max: 600 }),
        sample: sampleFlag,
      }),
      { itemLabel: "Testimonial", max: 8, describe: (item) => (item as { name?: { en?: string } }).name?.en ?? "" },
    ),
  },
};

const honors: ContentDocument = {
  id: "honors",
  title: "Honors",
  section: "Lists",
  summary: 'Awards and recognitions. No "specialist" or "certified" wording (rule 7.4).',
  page: "/",
  fields: {
    honors: list(
      "Honors",
      group("Honor", {
        icon: choice("Icon", HONOR_ICONS),
        title: paragraph("Title and who gave it", { max: 240, tokens: "none" }),
        year: fact("year", "Year"),
        sample: sampleFlag,
      }),
      { itemLabel: "Honor", max: 12, describe: (item) => (item as { title?: { en?: string } }).title?.en ?? "" },
    ),
  },
};

const opinions: ContentDocument = {
  id: "opinions",
  title: "Published opinions",
  section: "Lists",
  summary: "Reported decisions in the firm's cases, on /about. A citation reads the same in both languages.",
  page: "/about",
  fields: {
    opinions: list("Opinions", group("Opinion", { citation: name("Citation", { max: 200 }), sample: sampleFlag }), {
      itemLabel: "Opinion",
      max: 20,
      describe: (item) => (item as { citation?: string }).citation ?? "",
    }),
  },
};

const press: ContentDocument = {
  id: "press",
  title: "Press items",
  section: "Lists",
  summary: "Coverage of the firm's cases: the six newest on the home page, all of them on /headlines.",
  page: "/headlines",
  fields: {
    pressItems: list(
      "Press items",
      group("Press item", {
        publication: name("Publication", { max: 80 }),
        headline: line("Headline", { max: 200, tokens: "none" }),
        date: fact("date", "Date"),
        excerpt: paragraph("Excerpt", { max: 600, tokens: "none" }),
        link: fact("url", "Link to the article"),
      }),
      {
        itemLabel: "Press item",
        max: 60,
        describe: (item) => (item as { headline?: { en?: string } }).headline?.en ?? "",
      },
    ),
  },
};

const images: ContentDocument = {
  id: "images",
  title: "Photos",
  section: "Pages",
  summary: "The attorney's portrait on /about and the picture at the top of the home page.",
  page: "/about",
  fields: {
    images: group("Photos", {
      homeHero: image("Home page picture", "hero", "A wide photo, 16 by 9."),
      attorneyPortrait: image(
        "The attorney's portrait",
        "portrait",
        "An upright photo, 4 by 5. Until the firm uploads one, a line drawing of a courthouse.",
      ),
    }),
  },
  samples: ["images.attorneyPortrait.ref"],
};

const privacy: ContentDocument = {
  id: "privacy",
  title: "Privacy policy",
  section: "Pages",
  summary: "The policy at /privacy, its effective date, and which language's version governs.",
  page: "/privacy",
  fields: {
    privacyCopy: group("Privacy policy", {
      effectiveDate: fact("date", "Effective date", { help: "The day the reviewed policy is published." }),
      intro: paragraph("Introduction", { max: 600 }),
      sections: list(
        "Sections",
        group("Section", { title: line("Heading", { max: 120 }), paragraphs: markdown("Text", { max: 4000 }) }),
        {
          itemLabel: "Section",
          min: 1,
          max: 20,
          describe: (item) => (item as { title?: { en?: string } }).title?.en ?? "",
        },
      ),
    }),
  },
  samples: ["privacyCopy.effectiveDate"],
};

const LETTER_TOKENS = [
  "greeting",
  "first name",
  "signature",
  "deadline sentence",
  "claim deadline",
  // How the office will reach them, as they asked in the form (issue 35).
  "reach sentence",
  "safe time",
  // The Spanish letters say whom to ask for, as the Spanish pages do.
  "who speaks spanish",
] as const;
const letterText = (label: string, max: number) => paragraph(label, { max, extraTokens: LETTER_TOKENS });

const officeReplies: ContentDocument = {
  id: "office-replies",
  title: "Letters to visitors",
  section: "Letters",
  summary: "The replies the office starts from when it writes to a visitor from the inbox. Edited before each is sent.",
  fields: {
    officeReplies: group("Letters", {
      greeting: group("Greeting", {
        named: line("With the visitor's name", {
          max: 60,
          extraTokens: LETTER_TOKENS,
          help: "{first name} is the visitor's.",
        }),
        unnamed: line("Without a name", { max: 60 }),
      }),
      signature: letterText("Signature", 300),
      received: group("We received your request", {
        subject: line("Subject", { max: 120 }),
        body: letterText("Letter", 6000),
      }),
      reach: group("How we will reach them, as they asked ({reach sentence})", {
        noVoicemail: letterText("No voicemail", 400),
        textOnly: letterText("Text only", 400),
        callOnly: letterText("Call only", 400),
        emailOnly: letterText("Email only", 400),
        safeTime: letterText("Their safe time ({safe time})", 400),
      }),
      callUs: group("Please call us", { subject: line("Subject", { max: 120 }), body: letterText("Letter", 6000) }),
      decline: group("We cannot take your case", {
        subject: line("Subject", { max: 120 }),
        body: letterText("Letter", 8000),
        deadline: group("The sentence on the claim deadline ({deadline sentence})", {
          ahead: letterText("When the deadline is ahead", 600),
          passed: letterText("When it may have passed", 800),
          unknown: letterText("When no date was given", 400),
        }),
      }),
    }),
  },
  samples: ["officeReplies.decline"],
};

export const DOCUMENTS: readonly ContentDocument[] = [
  firm,
  firmWords,
  layout,
  images,
  home,
  about,
  contact,
  consultation,
  headlines,
  privacy,
  ...GUIDE_DOCUMENTS,
  practiceIndex,
  practiceCards,
  ...practicePages,
  achievements,
  testimonials,
  honors,
  opinions,
  press,
  officeReplies,
];

export const SECTIONS: readonly DocumentSection[] = [
  "The firm",
  "Pages",
  "Guides",
  "Practice pages",
  "Lists",
  "Letters",
];

export function documentById(id: string): ContentDocument | undefined {
  return DOCUMENTS.find((document) => document.id === id);
}

/** A document as one group field, for the walks over its value. */
export function rootField(document: ContentDocument): GroupField {
  return group(document.title, document.fields);
}
