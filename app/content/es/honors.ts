// TEMPORARY COPY — replaced by the translator's file at merge
// Translation awaiting the firm's review (placeholder: the English text until the translator's file arrives).
import type * as en from "~/content/honors";
import type { Translation } from "~/content/translation";
/**
 * "Proven Track Record": honors from 2015 to 2025 (spec sections 3 and 9).
 *
 * PLACEHOLDERS: fictional awarding bodies and titles, each flagged `sample: true` (the "Top 100"
 * one imitates a commercial ranking and must never go live). The firm replaces them with its
 * real honors; no "specialist" or "certified" wording (rule 7.4).
 */
import type { MaybeSample } from "~/content/es/shared";

export type HonorIcon = "award" | "trophy" | "medal" | "star" | "scale" | "shield";

export type Honor = MaybeSample & {
  icon: HonorIcon;
  title: string;
  year: number;
};

export const honors = [
  {
    icon: "trophy",
    title: "Civil Rights Advocate of the Year, North Bay Trial Lawyers Forum",
    year: 2025,
    sample: true,
  },
  {
    icon: "star",
    title: "Top 100 Trial Lawyers in Northern California, Golden State Advocates Council",
    year: 2023,
    sample: true,
  },
  {
    icon: "shield",
    title: "Excellence in Police Accountability Litigation, Redwood Civil Liberties Society",
    year: 2021,
    sample: true,
  },
  { icon: "scale", title: "Champion of Justice Award, Northern California Trial Advocates", year: 2019, sample: true },
  { icon: "medal", title: "Lawyer of the Year for Civil Rights, Sonoma Valley Legal Press", year: 2017, sample: true },
  {
    icon: "award",
    title: "Distinguished Pro Bono Service Award, Coastal Counties Bar Foundation",
    year: 2015,
    sample: true,
  },
] satisfies Honor[];

// Same shape as the English module (~/content/translation): a missing or extra key is a type error.
void ({ honors } satisfies { honors: Translation<typeof en.honors> });
