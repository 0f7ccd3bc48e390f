/**
 * Builds a translated list (press items, honors, settlements, testimonials) from its English
 * twin, so the facts of each item (dates, years, amounts, links, sample flags) are never retyped:
 * they come from the English item, and only the texts come from the translation.
 *
 * Each translation is keyed by a fact that identifies its item (a link, a year, an amount).
 * A list's length is not part of its type, so a missing or leftover translation cannot be a type
 * error; it throws instead, when the module loads. Prerendering loads every content module, so a
 * stale translation stops the build rather than leaving one item of a Spanish page in English.
 */
export function translateItems<Item extends object, Texts extends Partial<Item>>(
  items: readonly Item[],
  keyOf: (item: Item) => string | number,
  texts: Readonly<Record<string, Texts>>,
): (Item & Texts)[] {
  const keys = items.map((item) => String(keyOf(item)));
  const leftover = Object.keys(texts).filter((key) => !keys.includes(key));
  if (leftover.length > 0) throw new Error(`Translation for no item: ${leftover.join(", ")}`);
  if (new Set(keys).size !== keys.length) throw new Error(`Translation keys are not unique: ${keys.join(", ")}`);
  const byKey = new Map(Object.entries(texts));
  return items.map((item, index) => {
    const text = byKey.get(keys[index] ?? "");
    if (!text) throw new Error(`No translation for: ${keys[index]}`);
    return { ...item, ...text };
  });
}
