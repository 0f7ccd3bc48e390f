/**
 * The English/Spanish pairs the Spanish review lists (scripts/review-spanish.ts): the results,
 * the press items, the published opinions and the honors, with the headings and introductions
 * of their sections on the home, about and contact pages, read from a document's two editions.
 */
export type ReviewPair = { label?: string; en: string; es: string };
export type ReviewSection = { title: string; pairs: ReviewPair[] };

type Editions = (id: string) => { en: unknown; es: unknown };
type Heading = { eyebrow?: string; title?: string; intro?: string };

function pairsOf<Item>(
  both: { en: unknown; es: unknown },
  pick: (value: unknown) => readonly Item[],
  texts: (item: Item) => Record<string, string | undefined>,
  label: (item: Item, index: number) => string,
): ReviewPair[] {
  const en = pick(both.en);
  const es = pick(both.es);
  if (en.length !== es.length) throw new Error(`${en.length} English items, ${es.length} Spanish`);
  return en.flatMap((item, index) => {
    const spanish = texts(es[index]!);
    return Object.entries(texts(item)).flatMap(([key, text]) =>
      text === undefined ? [] : [{ label: `${label(item, index)} ${key}`, en: text, es: spanish[key] ?? "" }],
    );
  });
}

function headings(both: { en: unknown; es: unknown }, page: string, pick: (value: unknown) => Heading): ReviewPair[] {
  const en = pick(both.en);
  const es = pick(both.es);
  return (["eyebrow", "title", "intro"] as const).flatMap((key) =>
    en[key] === undefined ? [] : [{ label: `${page} ${key}`, en: en[key], es: es[key] ?? "" }],
  );
}

type Copy = Record<string, Record<string, Heading>>;
const copy = (value: unknown, key: string) => (value as Copy)[key]!;

export function reviewPairs(editions: Editions): ReviewSection[] {
  const home = editions("home");
  const about = editions("about");
  const contact = editions("contact");
  type Achievement = { amount: string; label: string };
  type Press = { publication: string; date: string; headline: string; excerpt: string };
  type Honor = { year: number; title: string };
  type Card = { title: string; body: string };
  return [
    {
      title: "Results",
      pairs: [
        ...headings(home, "home", (value) => copy(value, "homeCopy").achievements!),
        ...headings(about, "about", (value) => copy(value, "aboutCopy").achievements!),
        ...pairsOf(
          editions("achievements"),
          (value) => (value as { achievements: Achievement[] }).achievements,
          ({ amount, label }) => ({ amount, label }),
          (_, index) => `#${index + 1}`,
        ),
      ],
    },
    {
      title: "Press headlines",
      pairs: pairsOf(
        editions("press"),
        (value) => (value as { pressItems: Press[] }).pressItems,
        ({ headline, excerpt }) => ({ headline, excerpt }),
        ({ publication, date }) => `${publication}, ${date}`,
      ),
    },
    {
      title: "Published opinions",
      pairs: [
        ...headings(about, "about", (value) => copy(value, "aboutCopy").opinions!),
        ...pairsOf(
          editions("opinions"),
          (value) => (value as { opinions: { citation: string }[] }).opinions,
          ({ citation }) => ({ citation }),
          (_, index) => `#${index + 1}`,
        ),
      ],
    },
    {
      title: "Honors",
      pairs: [
        ...headings(home, "home", (value) => copy(value, "homeCopy").honors!),
        ...headings(about, "about", (value) => copy(value, "aboutCopy").honors!),
        ...pairsOf(
          editions("honors"),
          (value) => (value as { honors: Honor[] }).honors,
          ({ title }) => ({ title }),
          ({ year }) => String(year),
        ),
        ...pairsOf(
          contact,
          (value) => (value as { contactCopy: { why: { cards: Card[] } } }).contactCopy.why.cards,
          ({ title, body }) => ({ title, body }),
          (_, index) => `contact card ${index + 1}`,
        ),
      ],
    },
  ];
}
