import { describe, expect, it } from "vitest";
import { agencyKey, derivedColumns, emailKey, HEARD_KEYS, heardChannel, phoneKey, replyLanguage } from "./derived";
import { caseEvaluation, widgetSubmission } from "../requests/test-support";

describe("what the inbox matches and filters on", () => {
  it("reads one phone number however it is written, without the US country code", () => {
    for (const phone of ["(707) 555-0100", "707.555.0100", "+1 707 555 0100", "1-707-555-0100", "7075550100"]) {
      expect(phoneKey(phone), phone).toBe("7075550100");
    }
    expect(phoneKey("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneKey("555-01")).toBeNull();
    expect(phoneKey("")).toBeNull();
  });

  it("reads an address without case or spaces, and an agency without case, accents or punctuation", () => {
    expect(emailKey(" Jane.Doe@Example.ORG ")).toBe("jane.doe@example.org");
    expect(emailKey("not an address")).toBeNull();
    expect(agencyKey("Sonoma County Sheriff's Office")).toBe("sonoma county sheriff s office");
    expect(agencyKey("SONOMA COUNTY SHERIFF'S OFFICE.")).toBe("sonoma county sheriff s office");
    expect(agencyKey("Policía de Petaluma")).toBe("policia de petaluma");
    expect(agencyKey("Not specified via chat")).toBeNull();
  });

  it("keeps the incident date, its claim deadline and its limit to sue as day keys, and its place in the order by deadline", () => {
    expect(derivedColumns(caseEvaluation, "case-evaluation", 20240601)).toEqual({
      incident_on: 20240314,
      claim_deadline: 20240914,
      suit_deadline: 20260314,
      court_on: null,
      deadline_order: 20240914,
      email_key: "jane.doe@example.org",
      phone_key: "7075550100",
      agency_key: "santa rosa police department",
      edition: "en",
      heard: "friend",
    });
    expect(derivedColumns({ ...caseEvaluation, incidentDate: "8/31/2023" }).claim_deadline).toBe(20240229);
    expect(derivedColumns({ ...caseEvaluation, incidentDate: "2/29/2024" }).suit_deadline).toBe(20260228);
    // Once the claim has passed, the suit's deadline; once both have, after every one to come.
    expect(derivedColumns(caseEvaluation, "case-evaluation", 20241001).deadline_order).toBe(20260314);
    expect(derivedColumns(caseEvaluation, "case-evaluation", 20261201).deadline_order).toBe(60_000_000 - 20260314);
    // The office's corrections: a day as a date field gives it, and the next court date.
    expect(
      derivedColumns({ ...caseEvaluation, incidentDate: "2024-05-02", nextCourtDate: "2026-12-14" }),
    ).toMatchObject({
      incident_on: 20240502,
      claim_deadline: 20241102,
      suit_deadline: 20260502,
      court_on: 20261214,
    });
    expect(derivedColumns(widgetSubmission, "widget")).toMatchObject({
      heard: null,
      incident_on: null,
      claim_deadline: null,
      agency_key: null,
    });
    expect(derivedColumns(null)).toEqual({
      incident_on: null,
      claim_deadline: null,
      suit_deadline: null,
      court_on: null,
      deadline_order: 99_999_999,
      email_key: null,
      phone_key: null,
      agency_key: null,
      edition: "en",
      heard: null,
    });
  });

  it("keeps the edition a request came from and how its visitor heard of the firm, as keys", () => {
    expect(derivedColumns({ ...caseEvaluation, siteLanguage: "es" }).edition).toBe("es");
    expect(heardChannel({ howHeardAboutUs: "Google search" }, "case-evaluation")).toBe("search");
    expect(heardChannel({ howHeardAboutUs: "Court referral" }, "case-evaluation")).toBe("court");
    // What no form offers (a client's own text) is counted as other, never kept as written.
    expect(heardChannel({ howHeardAboutUs: "=HYPERLINK(1)" }, "case-evaluation")).toBe("other");
    expect(heardChannel({ howHeardAboutUs: "Live Chat Widget" }, "widget")).toBeNull();
    expect(new Set(HEARD_KEYS).size).toBe(9);
  });

  it("writes in Spanish to whoever asked for it or wrote from the Spanish pages without asking for English", () => {
    expect(replyLanguage({ preferredLanguage: "Spanish" })).toBe("es");
    expect(replyLanguage({ preferredLanguage: "Korean", siteLanguage: "es" })).toBe("es");
    expect(replyLanguage({ preferredLanguage: "English", siteLanguage: "es" })).toBe("en");
    expect(replyLanguage({ preferredLanguage: "French" })).toBe("en");
    expect(replyLanguage(null)).toBe("en");
  });
});
