import { describe, expect, it } from "vitest";
import { highlightRuns, phoneRuns, searchMarks, snippetRuns } from "./highlight";

const marked = (runs: { text: string; match: boolean }[]) => runs.filter((run) => run.match).map((run) => run.text);
const whole = (runs: { text: string }[]) => runs.map((run) => run.text).join("");

describe("highlighting what a search matched", () => {
  it("marks the words as written, accents and capitals kept", () => {
    const runs = highlightRuns("ÁLVAREZ, Ángela: la policía", searchMarks(["alvarez", "polic"]));
    expect(marked(runs)).toEqual(["ÁLVAREZ", "policía"]);
    expect(whole(runs)).toBe("ÁLVAREZ, Ángela: la policía");
  });

  it("keeps markup a visitor typed as text in the runs", () => {
    const runs = highlightRuns("<b>Jane</b> <img src=x>", searchMarks(["jane"]));
    expect(runs).toEqual([
      { text: "<b>", match: false },
      { text: "Jane", match: true },
      { text: "</b> <img src=x>", match: false },
    ]);
  });

  it("gives one plain run when nothing matches or there is no search", () => {
    expect(highlightRuns("Jane Doe", searchMarks(["smith"]))).toEqual([{ text: "Jane Doe", match: false }]);
    expect(highlightRuns("Jane Doe", searchMarks([]))).toEqual([{ text: "Jane Doe", match: false }]);
    expect(highlightRuns("", searchMarks(["jane"]))).toEqual([]);
  });

  it("marks a whole phone number found by its digits in another format", () => {
    expect(phoneRuns("323.555.0148", searchMarks(["3235550148"]))).toEqual([{ text: "323.555.0148", match: true }]);
    expect(phoneRuns("323.555.0148", searchMarks(["5550148"]))).toEqual([{ text: "323.555.0148", match: true }]);
    expect(marked(phoneRuns("323.555.0148", searchMarks(["555"])))).toEqual(["555"]);
    expect(phoneRuns("323.555.0148", searchMarks(["jane"]))).toEqual([{ text: "323.555.0148", match: false }]);
  });

  it("shows the part of a long description where the first match is", () => {
    const text = `${"I was walking home from work along the road. ".repeat(6)}Then the officer fired his Taser twice at my back.`;
    const runs = snippetRuns(text, searchMarks(["taser"]), 140);
    expect(whole(runs).startsWith("…")).toBe(true);
    expect(whole(runs).length).toBeLessThanOrEqual(140);
    expect(marked(runs)).toEqual(["Taser"]);
    const start = snippetRuns(text, searchMarks(["walking"]), 140);
    expect(whole(start).startsWith("I was walking")).toBe(true);
    expect(whole(start).endsWith("…")).toBe(true);
  });

  it("reads the search once for a page: a word marked in one row is marked alike in the next", () => {
    const marks = searchMarks(["taser", "polic"]);
    expect(marked(highlightRuns("He tased me; the Police left", marks, true))).toEqual(["tased", "Police"]);
    expect(marked(highlightRuns("He tased me; the Police left", marks))).toEqual(["Police"]);
    expect(marked(snippetRuns("Policía, TASED twice", marks, 140, true))).toEqual(["Policía", "TASED"]);
    expect(marked(highlightRuns("tased", marks, true))).toEqual(["tased"]);
  });
});
