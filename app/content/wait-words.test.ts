import { describe, expect, it } from "vitest";
import { waitWords as english } from "./contact-request-messages";
import { waitWords as spanish } from "./es/contact-request-messages";

describe("how long to wait, from a Retry-After in seconds", () => {
  it("says a minute at least, whole minutes up to two hours, then hours, in each language", () => {
    expect([0, 1, 60, 61, 600, 7140, 7200, 18_000].map(english)).toEqual([
      "a minute",
      "a minute",
      "a minute",
      "2 minutes",
      "10 minutes",
      "119 minutes",
      "2 hours",
      "5 hours",
    ]);
    expect([1, 95, 7200].map(spanish)).toEqual(["un minuto", "2 minutos", "2 horas"]);
  });
});
