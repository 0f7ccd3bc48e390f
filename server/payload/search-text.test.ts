import { describe, expect, it } from "vitest";
import { fold, foldedWords, searchDocument, searchTerms, wordMatcher } from "./search-text";

const wordMatches = (word: string, term: string, stemmed = false) => wordMatcher([term], stemmed)(word);
import { caseEvaluation, widgetSubmission } from "../requests/test-support";

const ID = "7d6a67dd-1b2c-4d3e-8f90-123456789abc";

describe("folding", () => {
  it("drops accents and capitals, also from a capital that starts a word", () => {
    expect(fold("Ángela ÁLVAREZ policía Íñigo Müller")).toBe("angela alvarez policia inigo muller");
    expect(foldedWords("ÁLVAREZ-Ortíz, José (policía)")).toEqual(["alvarez", "ortiz", "jose", "policia"]);
  });

  it("folds decomposed accents the same as composed ones", () => {
    expect(foldedWords("A\u0301ngela")).toEqual(foldedWords("Ángela"));
  });

  it("splits an address and a phone number into their words", () => {
    expect(foldedWords("maria.gonzalez@example.org")).toEqual(["maria", "gonzalez", "example", "org"]);
    expect(foldedWords("(323) 555-0148")).toEqual(["323", "555", "0148"]);
  });
});

describe("a request's search document", () => {
  it("puts who they are, where it happened and what they wrote in three fields", () => {
    const document = searchDocument({
      id: ID,
      payload: JSON.stringify({ ...caseEvaluation, firstName: "Ángela", phone: "323.555.0148" }),
    });
    expect(document.who.split(" ")).toEqual(
      expect.arrayContaining([
        "7d6a67dd",
        "angela",
        "doe",
        "jane",
        "example",
        "org",
        "323",
        "555",
        "0148",
        "3235550148",
        "5550148",
      ]),
    );
    expect(document.place).toBe("santa rosa police department mendocino avenue");
    expect(document.story.split(" ")).toEqual(expect.arrayContaining(["officers", "bruises"]));
    // Each word once per field: the index needs no repeats.
    expect(new Set(document.story.split(" ")).size).toBe(document.story.split(" ").length);
  });

  it("leaves out the widget's 'not specified' fields", () => {
    const document = searchDocument({ id: ID, payload: JSON.stringify(widgetSubmission) });
    expect(document.place).toBe("");
    expect(document.who).toContain("7075550199");
  });

  it("indexes a spam body as received as story, whatever it is", () => {
    expect(searchDocument({ id: ID, payload: '{"broken": <b>Buy pills</b>' })).toEqual({
      who: "7d6a67dd",
      place: "",
      story: "broken b buy pills",
    });
  });
});

describe("reading a search", () => {
  it("reads a phone number in any format as its digits", () => {
    for (const input of ["3235550148", "323.555.0148", "(323) 555-0148", "+1 323 555 0148", "1-323-555-0148"]) {
      expect(searchTerms(input), input).toEqual({ words: ["3235550148"] });
    }
  });

  it("reads a reference in any case, and a whole id pasted from a mail, as the reference", () => {
    expect(searchTerms("7D6A67DD")).toEqual({ words: ["7d6a67dd"] });
    expect(searchTerms(ID.toUpperCase())).toEqual({ words: ["7d6a67dd"] });
  });

  it("folds words, drops repeats and punctuation, and keeps at most eight", () => {
    expect(searchTerms("  Policía, POLICIA taser!  ")).toEqual({ words: ["policia", "taser"] });
    expect(searchTerms("a b c d e f g h i j")?.words).toHaveLength(8);
    expect(searchTerms(" -- ")).toBeNull();
    expect(searchTerms("")).toBeNull();
  });

  it("matches the start of a word, and a single character only whole", () => {
    expect(wordMatches("gonzalez", "gonz")).toBe(true);
    expect(wordMatches("gonzalez", "alez")).toBe(false);
    expect(wordMatches("jane", "j")).toBe(false);
    expect(wordMatches("j", "j")).toBe(true);
  });
});

describe("stems and references", () => {
  it("finds a word by its English or Spanish stem where stems are indexed, never in a name", () => {
    expect(wordMatches("tased", "taser", true)).toBe(true);
    expect(wordMatches("taser", "tased", true)).toBe(true);
    expect(wordMatches("policias", "policia", true)).toBe(true);
    expect(wordMatches("tased", "taser")).toBe(false);
    // A short word is only the start of a word.
    expect(wordMatches("rang", "ran", true)).toBe(true);
    expect(wordMatches("running", "ran", true)).toBe(false);
  });

  it("matches any of a search's words, each by its letters and, where stems are indexed, its stems", () => {
    const byLetters = wordMatcher(["perro", "taser"]);
    const byStems = wordMatcher(["perro", "taser"], true);
    expect(["perros", "tased", "gato"].map(byLetters)).toEqual([true, false, false]);
    expect(["perros", "tased", "gato"].map(byStems)).toEqual([true, true, false]);
    expect(wordMatcher([], true)("tased")).toBe(false);
  });

  it("reads a reference written in two halves as one", () => {
    expect(searchTerms("3F2A-91BC")).toEqual({ words: ["3f2a91bc"] });
    expect(searchTerms("3f2a – 91bc")).toEqual({ words: ["3f2a91bc"] });
    expect(searchTerms("3F2A91BC")).toEqual({ words: ["3f2a91bc"] });
  });

  it("indexes what the office corrected beside what was sent, and the words of requests merged in", () => {
    const document = searchDocument(
      {
        id: ID,
        payload: JSON.stringify(caseEvaluation),
        facts: JSON.stringify({
          lastName: "Doe-Ramírez",
          officers: "Dep. Alvarez #4471",
          bookingNumber: "SC-2611-0042",
        }),
      },
      [
        {
          id: "0b6f3c1e-1111-4222-8333-444455556666",
          payload: JSON.stringify({ ...caseEvaluation, caseDescription: "Tasered twice." }),
        },
      ],
    );
    expect(document.who.split(" ")).toEqual(
      expect.arrayContaining(["doe", "ramirez", "sc", "2611", "0042", "0b6f3c1e"]),
    );
    expect(document.place.split(" ")).toEqual(expect.arrayContaining(["alvarez", "4471"]));
    expect(document.story.split(" ")).toEqual(expect.arrayContaining(["tasered", "bruises"]));
  });
});
