import { formatIncidentDate } from "~/contract/incident-date";
import { OFFICE_TIME_ZONE, startOfDay } from "~/lib/business-day";
import { addDays, dayIn } from "~/lib/calendar-day";
import type { RequestStage } from "../db/schema";
import type { SeededRequest } from "./new-rows";
import * as words from "./seed-words";

/**
 * Fake requests for measuring the office at scale (`npm run office:seed`), as a busy practice
 * collects them over three years: more each year, fewer at weekends; a quarter from the
 * Spanish pages, a fifth through the message widget, some spam; old ones decided (mostly
 * declined), recent ones still open; first contacts that got faster over the years. The same
 * arguments always give the same requests, so a test can count what a page should show.
 */
export type SeedOptions = {
  count: number;
  /** The newest request is received before this; the oldest three years earlier. */
  now: number;
  /** Chooses the random sequence. */
  seed?: number;
  /** Who requests are assigned to and who logged the calls. */
  offices: readonly string[];
};

/** A call logged as the first contact, and the decision that closed it: the thread of a seeded request. */
export type SeededEntry = {
  requestId: string;
  kind: "call" | "stage";
  at: number;
  author: string;
  body: string;
  detail: string | null;
};

export const SEED_YEARS = 3;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small, fast, seedable generator (mulberry32): the same seed, the same sequence. */
export function randomSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (probability: number) => next() < probability;
  /** Log-normal around `median`: most near it, a few far above. */
  const around = (median: number, spread: number) => {
    const u = Math.max(next(), 1e-9);
    const v = next();
    return median * Math.exp(spread * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = "4";
    hex[16] = "89ab"[Math.floor(next() * 4)]!;
    const text = hex.join("");
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  };
  return { next, pick, chance, around, uuid };
}

type Random = ReturnType<typeof randomSequence>;

const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

function phoneNumber(random: Random): string {
  const area = random.pick(words.AREA_CODES);
  const line = `01${String(Math.floor(random.next() * 100)).padStart(2, "0")}`;
  return random.pick([
    `(${area}) 555-${line}`,
    `${area}-555-${line}`,
    `${area}.555.${line}`,
    `+1 ${area} 555 ${line}`,
    `${area}555${line}`,
  ]);
}

const HEARD: [answer: string, weight: number][] = [
  ["Google search", 38],
  ["Friend or family recommendation", 20],
  ["Referral from another attorney", 10],
  ["Social media", 9],
  ["Previous client", 7],
  ["News article", 6],
  ["Court referral", 4],
  ["Yellow Pages", 1],
  ["Other", 5],
];

function weighted(random: Random, choices: [string, number][]): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random.next() * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices.at(-1)![0];
}

function story(random: Random, spanish: boolean): string {
  const pool = spanish ? words.SPANISH_STORY : words.ENGLISH_STORY;
  return [random.pick(pool.opening), random.pick(pool.harm), random.pick(pool.after)].filter(Boolean).join(" ");
}

/** When it arrived: three years of days, busier as the practice grows and on weekdays, mostly in the daytime. */
function arrival(random: Random, now: number): number {
  const days = SEED_YEARS * 365;
  const today = dayIn(OFFICE_TIME_ZONE, now);
  for (;;) {
    // Density rising from 0.6 to 1.4 over the years: the inverse of its distribution.
    const r = random.next();
    const fraction = (-0.6 + Math.sqrt(0.36 + 1.6 * r)) / 0.8;
    const day = addDays(today, -Math.floor((1 - fraction) * days));
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random.chance(0.5)) continue;
    const minutes = random.chance(0.85) ? 7 * 60 + random.next() * 15 * 60 : random.next() * 24 * 60;
    const at = startOfDay(day) + Math.floor(minutes * 60_000) + Math.floor(random.next() * 60_000);
    if (at < now) return at;
  }
}

/** Where an answered request stands, by its age: the older, the likelier decided. */
function stageByAge(random: Random, ageDays: number): RequestStage {
  const choices: [RequestStage, number][] =
    ageDays < 2
      ? [
          ["contacted", 75],
          ["consultation", 25],
        ]
      : ageDays < 30
        ? [
            ["contacted", 35],
            ["consultation", 20],
            ["retained", 8],
            ["declined", 27],
            ["referred", 10],
          ]
        : [
            ["contacted", 2],
            ["consultation", 2],
            ["retained", 12],
            ["declined", 64],
            ["referred", 20],
          ];
  return weighted(random, choices) as RequestStage;
}

function person(random: Random, spanish: boolean) {
  const first = random.pick(spanish && random.chance(0.85) ? words.SPANISH_FIRST : words.ENGLISH_FIRST);
  const last = random.pick(spanish || random.chance(0.2) ? words.SPANISH_LAST : words.ENGLISH_LAST);
  return {
    first,
    // Some type their family name in capitals.
    last: random.chance(0.05) ? last.toUpperCase() : last,
    email: `${ascii(first)}.${ascii(last)}${Math.floor(random.next() * 1000)}@${random.pick(words.EMAIL_DOMAINS)}`,
  };
}

function payloadOf(random: Random, source: "case-evaluation" | "widget", spanish: boolean, receivedAt: number) {
  const { first, last, email } = person(random, spanish);
  const description = story(random, spanish);
  const siteLanguage = spanish ? { siteLanguage: "es" } : {};
  if (source === "widget") {
    const phoneOnly = random.chance(0.3);
    return {
      firstName: first,
      lastName: last,
      email: phoneOnly ? "" : email,
      phone: phoneOnly || random.chance(0.5) ? phoneNumber(random) : "",
      caseDescription: description,
      pendingCharges: "Not specified via chat",
      policeAgency: "Not specified via chat",
      incidentLocation: "Not specified via chat",
      preferredLanguage: spanish ? "Spanish" : "English",
      howHeardAboutUs: "Live Chat Widget",
      ...siteLanguage,
    };
  }
  const incident = new Date(receivedAt - Math.floor(random.next() * 300) * DAY - 2 * DAY);
  return {
    firstName: first,
    lastName: last,
    email,
    phone: phoneNumber(random),
    preferredLanguage: spanish
      ? random.chance(0.9)
        ? "Spanish"
        : "English"
      : random.chance(0.92)
        ? "English"
        : random.pick(["Spanish", "Korean", "Chinese (Mandarin)", "Arabic", "Portuguese"]),
    caseDescription: description,
    pendingCharges: random.chance(0.3) ? "yes" : "no",
    policeAgency: spanish && random.chance(0.4) ? random.pick(words.SPANISH_AGENCIES) : random.pick(words.AGENCIES),
    incidentDate: random.chance(0.85) ? formatIncidentDate(incident) : "",
    incidentLocation: random.pick(words.PLACES),
    howHeardAboutUs: weighted(random, HEARD),
    ...siteLanguage,
  };
}

function spamPayload(random: Random) {
  return {
    firstName: random.pick(["SEO", "Loans", "Reviews", "Promo"]),
    lastName: random.pick(["Expert", "Team", "Desk"]),
    email: `offers${Math.floor(random.next() * 1000)}@example.net`,
    phone: "",
    caseDescription: random.pick(words.SPAM_STORIES),
    howHeardAboutUs: "Other",
  };
}

export type Seeded = { request: SeededRequest; entries: SeededEntry[] };

/**
 * `count` fake requests, oldest first, each with the thread entries of its first contact and
 * decision, made one at a time as the caller takes them. Pure: the same options, the same requests.
 */
export function* seedRequests({ count, now, seed = 1, offices }: SeedOptions): Generator<Seeded> {
  const random = randomSequence(seed);
  const arrivals = Array.from({ length: count }, () => arrival(random, now)).sort((a, b) => a - b);
  for (const createdAt of arrivals) {
    const id = random.uuid();
    const spanish = random.chance(0.28);
    const source = random.chance(0.22) ? "widget" : "case-evaluation";
    if (random.chance(0.07)) {
      yield {
        entries: [],
        request: {
          id,
          source,
          payload: spamPayload(random),
          createdAt,
          stage: "spam",
          stageChangedAt: createdAt,
          closedAt: createdAt,
          decisionReason: null,
          assignee: null,
          firstContactAt: null,
        },
      };
      continue;
    }
    const payload = payloadOf(random, source, spanish, createdAt);
    const ageDays = (now - createdAt) / DAY;
    // The office got faster: a median of nine hours three years ago, four now.
    const medianHours = 4 + 5 * Math.min(1, ageDays / (SEED_YEARS * 365));
    const delay = Math.max(5 * 60_000, Math.min(10 * DAY, random.around(medianHours * HOUR, 1.1)));
    const contactAt = createdAt + Math.round(delay);
    const answered = contactAt < now && !random.chance(ageDays < 2 ? 0.4 : 0.01);
    let stage: RequestStage = answered ? stageByAge(random, ageDays) : "new";
    let closedAt: number | null = null;
    if (stage === "retained" || stage === "declined" || stage === "referred") {
      closedAt = contactAt + Math.floor(random.next() * 30 * DAY) + HOUR;
      if (closedAt >= now) {
        stage = "consultation";
        closedAt = null;
      }
    }
    const assignee = answered && random.chance(0.7) ? random.pick(offices) : null;
    const author = assignee ?? offices[0]!;
    const decisionReason =
      stage === "declined"
        ? random.pick(words.DECLINE_REASONS)
        : stage === "referred"
          ? random.pick(words.REFERRAL_REASONS)
          : null;
    const request: SeededRequest = {
      id,
      source,
      payload,
      createdAt,
      stage,
      stageChangedAt: closedAt ?? (answered ? contactAt : createdAt),
      closedAt,
      decisionReason,
      assignee,
      firstContactAt: answered ? contactAt : null,
    };
    const entries: SeededEntry[] = [];
    if (answered) {
      entries.push({
        requestId: id,
        kind: "call",
        at: contactAt,
        author,
        body: "Called back and took the details.",
        detail: null,
      });
    }
    if (closedAt !== null) {
      entries.push({ requestId: id, kind: "stage", at: closedAt, author, body: decisionReason ?? "", detail: stage });
    }
    yield { request, entries };
  }
}
