import { describe, expect, it } from "vitest";
import { formatIncidentDate } from "~/contract/incident-date";
import { displayIncidentDate } from "~/features/case-evaluation/incident-date";
import { isoDay } from "./calendar-day";
import { readIncidentDate } from "./incident-date-reading";

const read = (text: string) => {
  const day = readIncidentDate(text);
  return day ? isoDay(day) : null;
};

describe("reading the incident date a request holds", () => {
  it("reads what both editions' forms send: the contract's en-US form, month first", () => {
    const date = new Date(2024, 2, 4);
    expect(formatIncidentDate(date)).toBe("3/4/2024");
    expect(read(formatIncidentDate(date))).toBe("2024-03-04");
    expect(read("12/31/2023")).toBe("2023-12-31");
    expect(read(" 3/14/2024 ")).toBe("2024-03-14");
  });

  it("reads a day-first date when the first number cannot be a month, as es-US writes it", () => {
    expect(new Date(2024, 2, 14).toLocaleDateString("es-US")).toBe("14/3/2024");
    expect(read("14/3/2024")).toBe("2024-03-14");
    expect(read("31.12.2023")).toBe("2023-12-31");
    expect(read("14-03-2024")).toBe("2024-03-14");
  });

  it("reads ISO dates, with or without a time", () => {
    expect(read("2024-03-14")).toBe("2024-03-14");
    expect(read("2024-3-4")).toBe("2024-03-04");
    expect(read("2024-03-14T00:00:00.000Z")).toBe("2024-03-14");
  });

  it("reads the dates each edition shows on its field, in words", () => {
    const date = new Date(2024, 2, 14);
    expect(read(displayIncidentDate(date, "en"))).toBe("2024-03-14");
    expect(read(displayIncidentDate(date, "es"))).toBe("2024-03-14");
    expect(read("Sept. 9, 2023")).toBe("2023-09-09");
    expect(read("9 September 2023")).toBe("2023-09-09");
    expect(read("1 de setiembre del 2023")).toBe("2023-09-01");
    expect(read("29 de FEBRERO de 2024")).toBe("2024-02-29");
  });

  it("gives nothing for what is not a day, or one that does not exist", () => {
    for (const text of [
      "",
      "   ",
      "(not given)",
      "last Tuesday",
      "2/30/2024",
      "29 February 2023",
      "13/13/2024",
      "3/14/24",
      "1/1/1899",
      "Smarch 3, 2024",
      "<script>3/14/2024</script>",
    ]) {
      expect(read(text), text).toBeNull();
    }
  });
});
