import { describe, expect, it } from "vitest";
import { randomSequence } from "../requests/seed-requests";
import * as seedWords from "../requests/seed-words";
import { stemsOf } from "./stemming";
import { ENGLISH_STOP_WORDS, SPANISH_STOP_WORDS } from "./stop-words";
import { foldedWords } from "./search-text";

describe("stems", () => {
  it("keep their word's first letter, which the marks of a search rely on", () => {
    const random = randomSequence(37);
    const letters = "abcdefghijklmnopqrstuvwxyz";
    // Endings the two stemmers take off or change, on random starts.
    const endings = [
      "",
      "s",
      "es",
      "ies",
      "ied",
      "y",
      "ly",
      "ing",
      "ed",
      "er",
      "ation",
      "ness",
      "mente",
      "ción",
      "aciones",
      "ando",
      "ieron",
      "idad",
    ];
    const words = [
      ...foldedWords(JSON.stringify(seedWords)),
      ...ENGLISH_STOP_WORDS,
      ...SPANISH_STOP_WORDS,
      ...[
        "skis",
        "skies",
        "dying",
        "lying",
        "tying",
        "idly",
        "gently",
        "ugly",
        "early",
        "only",
        "singly",
        "yelling",
        "yes",
      ],
      ...Array.from({ length: 5_000 }, () => {
        const start = Array.from({ length: 1 + Math.floor(random.next() * 6) }, () => random.pick([...letters])).join(
          "",
        );
        return foldedWords(start + random.pick(endings))[0]!;
      }),
    ];
    const changed = words.filter((word) => stemsOf(word).some((stem) => stem[0] !== word[0]));
    expect(words.length).toBeGreaterThan(5_000);
    expect(changed).toEqual([]);
  });
});
