// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { emptyFormValues, FIELD_ORDER, readPrefilledValues, toPayload } from "./form-values";

describe("form values", () => {
  it("start as empty strings for the eleven fields, the two on reaching them and the honeypot", () => {
    expect(Object.keys(emptyFormValues)).toEqual([...FIELD_ORDER, HONEYPOT_FIELD]);
    expect(new Set(Object.values(emptyFormValues))).toEqual(new Set([""]));
  });

  it("become a payload with every field, an empty date when none was chosen, and the honeypot", () => {
    const { [HONEYPOT_FIELD]: _honeypot, ...fields } = { ...emptyFormValues, firstName: "Maria", pendingCharges: "no" };
    const data = { ...fields, pendingCharges: "no" as const, incidentDate: undefined, reachBy: undefined };
    expect(toPayload(data, "bot text")).toEqual({
      ...fields,
      incidentDate: "",
      reachBy: "",
      [HONEYPOT_FIELD]: "bot text",
    });
  });

  it("keep what was typed into the server-rendered form before it was interactive", () => {
    document.body.innerHTML = `
      <form id="f">
        <input name="firstName" value="Maria">
        <input name="lastName" value="">
        <textarea name="caseDescription">They pushed me</textarea>
        <select name="preferredLanguage"><option value="">-</option><option value="Korean" selected>Korean</option></select>
        <input type="radio" name="pendingCharges" value="yes"><input type="radio" name="pendingCharges" value="no" checked>
        <input type="date" name="incidentDate" value="2024-03-14">
        <input name="${HONEYPOT_FIELD}" value="">
      </form>`;
    expect(readPrefilledValues(document.querySelector("form"))).toEqual({
      firstName: "Maria",
      caseDescription: "They pushed me",
      preferredLanguage: "Korean",
      pendingCharges: "no",
      incidentDate: "3/14/2024",
    });
  });

  it("read nothing when there is no form yet (a client-side navigation)", () => {
    expect(readPrefilledValues(null)).toEqual({});
  });
});
