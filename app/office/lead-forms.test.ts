import { describe, expect, it } from "vitest";
import { leadPayload, payloadDay, readFacts, readNewLead, shownFact } from "./lead-forms";

const lead = {
  channel: "phone",
  firstName: "Rosa",
  lastName: "Villalobos",
  phone: "(707) 555-0188",
  email: "",
  preferredLanguage: "Spanish",
  caseDescription: "Her son called from the jail: deputies beat him during the booking.",
  incidentDate: "2026-11-20",
  incidentLocation: "Main Adult Detention Facility, Santa Rosa",
  policeAgency: "Sonoma County Sheriff's Office",
  pendingCharges: "",
  bookingNumber: "",
  howHeardAboutUs: "Friend or family recommendation",
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("a lead the office enters", () => {
  it("is checked by the form's rules, with the form's own messages", () => {
    const short = readNewLead(form({ ...lead, caseDescription: "Beaten.", lastName: " " }));
    expect(short.ok).toBe(false);
    if (short.ok) return;
    expect(short.errors).toMatchObject({
      caseDescription: "Please provide at least 20 characters describing your case",
      lastName: "Last name is required",
    });
    // What was typed comes back to be shown again.
    expect(short.values.caseDescription).toBe("Beaten.");
    const badEmail = readNewLead(form({ ...lead, email: "rosa@" }));
    expect(!badEmail.ok && badEmail.errors.email).toBe("Please enter a valid email address");
    const future = readNewLead(form({ ...lead, incidentDate: "2099-01-01" }));
    expect(!future.ok && future.errors.incidentDate).toBe("Please choose a date between January 1, 1900 and today");
  });

  it("needs no email with a phone number, nor a phone number with an email; a jail call's booking number stands in for both", () => {
    expect(readNewLead(form(lead)).ok).toBe(true);
    expect(readNewLead(form({ ...lead, phone: "", email: "rosa@example.org" })).ok).toBe(true);
    const neither = readNewLead(form({ ...lead, phone: "" }));
    expect(!neither.ok && neither.errors.phone).toBe(
      "Give a phone number or an email address (or, for a call from jail, a booking number)",
    );
    expect(readNewLead(form({ ...lead, phone: "", channel: "jail", bookingNumber: "SC-2611-0042" })).ok).toBe(true);
    expect(readNewLead(form({ ...lead, phone: "", channel: "phone", bookingNumber: "SC-2611-0042" })).ok).toBe(false);
    expect(readNewLead(form({ ...lead, channel: "fax" })).ok).toBe(false);
  });

  it("becomes the payload the form would send, its day as the contract writes one, charges possibly not known", () => {
    const read = readNewLead(form({ ...lead, spoke: "yes" }));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.spoke).toBe(true);
    const { payload, channel } = leadPayload(read.value);
    expect(channel).toBe("phone");
    expect(payload).toMatchObject({ incidentDate: "11/20/2026", pendingCharges: "", email: "" });
    expect(payload).not.toHaveProperty("spoke");
    expect(payloadDay("2024-03-04")).toBe("3/4/2024");
  });
});

describe("the facts a call corrects", () => {
  it("are each optional, checked by kind, and shown as a date field holds a day", () => {
    const empty = Object.fromEntries(["firstName"].map((key) => [key, ""]));
    expect(readFacts(form(empty)).ok).toBe(true);
    const wrong = readFacts(form({ email: "nope", nextCourtDate: "12/14/2026", inCustody: "maybe", phone: "555" }));
    expect(!wrong.ok && wrong.errors).toMatchObject({
      email: "Please enter a valid email address",
      nextCourtDate: "Enter a day as the calendar gives it",
      inCustody: "Choose one of the list",
      phone: "Please enter a valid phone number",
    });
    expect(shownFact("incidentDate", "3/14/2024")).toBe("2024-03-14");
    expect(shownFact("policeAgency", "Not specified via chat")).toBe("");
    expect(shownFact("howHeardAboutUs", "Live Chat Widget")).toBe("");
  });
});
