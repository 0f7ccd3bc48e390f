/**
 * Translation awaiting the firm's review.
 * The honors keep their English names (proper names of awards and of the bodies that give them),
 * in quotes, with who gives them: “Top 100 Trial Lawyers…”, otorgado por…. No Spanish gloss: a
 * gloss such as "los 100 mejores abogados" reads as the firm's own claim to be the best (rule
 * 7.1), and the glossary and the publish rules refuse any other form. Icons, years and sample flags are the English list's (a test holds them
 * equal): the list is written out rather than built from the English one, so no English text
 * rides in a Spanish page's JavaScript.
 */
import type { Honor } from "~/content/honors";

export type { Honor, HonorIcon } from "~/content/honors";

export const honors = [
  {
    icon: "trophy",
    title: "“Civil Rights Advocate of the Year”, otorgado por el North Bay Trial Lawyers Forum",
    year: 2025,
    sample: true,
  },
  {
    icon: "star",
    title: "“Top 100 Trial Lawyers in Northern California”, otorgado por el Golden State Advocates Council",
    year: 2023,
    sample: true,
  },
  {
    icon: "shield",
    title: "“Excellence in Police Accountability Litigation”, otorgado por la Redwood Civil Liberties Society",
    year: 2021,
    sample: true,
  },
  {
    icon: "scale",
    title: "“Champion of Justice Award”, otorgado por la organización Northern California Trial Advocates",
    year: 2019,
    sample: true,
  },
  {
    icon: "medal",
    title: "“Lawyer of the Year for Civil Rights”, otorgado por la publicación Sonoma Valley Legal Press",
    year: 2017,
    sample: true,
  },
  {
    icon: "award",
    title: "“Distinguished Pro Bono Service Award”, otorgado por la Coastal Counties Bar Foundation",
    year: 2015,
    sample: true,
  },
] satisfies Honor[];
