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

  it("keeps the incident date and its claim deadline as day keys", () => {
    expect(derivedColumns(caseEvaluation)).toEqual({
      incident_on: 20240314,
      claim_deadline: 20240914,
      email_key: "jane.doe@example.org",
      phone_key: "7075550100",
      agency_key: "santa rosa police department",
      edition: "en",
      heard: "friend",
    });
    expect(derivedColumns({ ...caseEvaluation, incidentDate: "8/31/2023" }).claim_deadline).toBe(20240229);
    expect(derivedColumns(widgetSubmission, "widget")).toMatchObject({
      heard: null,
      incident_on: null,
      claim_deadline: null,
      agency_key: null,
    });
    expect(derivedColumns(null)).toEqual({
      incident_on: null,
      claim_deadline: null,
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
