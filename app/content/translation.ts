/**
 * The shape a translation must have: the English module's shape with every text widened to
 * `string`, so a Spanish module (under `app/content/es/`, same path and export names as its
 * English twin) must supply every text the English one has, and nothing else: a missing or
 * extra key is a type error. Numbers, booleans and functions keep their types (a function
 * that builds a sentence is translated as a function with the same parameters).
 *
 *   export const aboutCopy = { … } satisfies Translation<typeof en.aboutCopy>;
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/**
 * The line every translated content module starts with, word for word, so the launch check
 * (`npm run check:launch`) can list the translations that still await the firm's review.
 */
export const TRANSLATION_REVIEW_MARKER = "Translation awaiting the firm's review";
