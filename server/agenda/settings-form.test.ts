import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING } from "./settings";
import { settingsOfForm } from "./settings-form";

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    minutes: "45",
    daysAhead: "10",
    noticeHours: "4",
    reminderHour: "9",
    format: "video",
    attorney: "",
    "mon-1-from": "09:00",
    "mon-1-to": "12:00",
    "mon-2-from": "13:00",
    "mon-2-to": "17:30",
    ...fields,
  });

describe("the scheduling form", () => {
  it("reads the form into settings the schema stores", () => {
    const read = settingsOfForm(form({ selfBooking: "on", "fri-2-from": "10:00", "fri-2-to": "11:00" }));
    expect(read).toEqual({
      ok: true,
      settings: {
        ...DEFAULT_SCHEDULING,
        selfBooking: true,
        minutes: 45,
        daysAhead: 10,
        noticeHours: 4,
        reminderHour: 9,
        format: "video",
        attorney: null,
        hours: {
          sun: [],
          mon: [
            ["09:00", "12:00"],
            ["13:00", "17:30"],
          ],
          tue: [],
          wed: [],
          thu: [],
          fri: [["10:00", "11:00"]],
          sat: [],
        },
      },
    });
  });

  it("names each field it refuses: an opening that ends first, one end alone, overlapping openings, numbers out of range", () => {
    const read = settingsOfForm(
      form({
        "tue-1-from": "12:00",
        "tue-1-to": "09:00",
        "wed-1-from": "09:00",
        "thu-1-from": "09:00",
        "thu-1-to": "12:00",
        "thu-2-from": "11:00",
        "thu-2-to": "13:00",
        minutes: "5",
        daysAhead: "",
        format: "fax",
      }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        "tue-1-from": "order",
        "wed-1-to": "time",
        "thu-2-from": "order",
        minutes: "number",
        daysAhead: "number",
        format: "value",
      },
    });
  });
});
