import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import "~/editions/test-support";
import { replyDraft } from "./reply-drafts";

describe("the reply templates the composer starts from", () => {
  it("decline in English: time limits run, the claim deadline computed from the incident date, another attorney promptly", () => {
    const { subject, body } = replyDraft("decline", "en", {
      firstName: "Jane",
      claim: { date: "2024-09-14", daysLeft: 10 },
    });
    expect(subject).toBe(`Your request to ${firm.name}: we cannot take your case`);
    expect(body.startsWith("Dear Jane,\n\n")).toBe(true);
    expect(body).toContain("Time limits apply to your case, and they may already be running.");
    expect(body).toContain("that deadline may be as early as September 14, 2024.");
    expect(body).toContain("Government Code section 911.2");
    expect(body).toContain("Code of Civil Procedure section 335.1");
    expect(body).toContain("Please consult another attorney promptly");
  });

  it("decline in Spanish, with the date written the Spanish way", () => {
    const { subject, body } = replyDraft("decline", "es", {
      firstName: "Lucía",
      claim: { date: "2024-09-14", daysLeft: 10 },
    });
    expect(subject).toBe(`Su solicitud a ${firm.name}: no podemos tomar su caso`);
    expect(body.startsWith("Apreciable Lucía:\n\n")).toBe(true);
    expect(body).toContain("ese plazo podría vencer el 14 de septiembre de 2024. No cuente con tener más tiempo.");
    expect(body).toContain("llamado “reclamo ante el gobierno” (government claim)");
    expect(body).toContain("consulte pronto a otro abogado");
  });

  it("says when the claim deadline may have passed, and when no date was given", () => {
    const passed = replyDraft("decline", "en", { firstName: "", claim: { date: "2024-08-29", daysLeft: -6 } }).body;
    expect(passed.startsWith("Hello,\n\n")).toBe(true);
    expect(passed).toContain("that deadline may have passed on August 29, 2024");
    expect(passed).toContain("Government Code section 911.4");
    expect(replyDraft("decline", "en", { firstName: "Jane", claim: null }).body).toContain(
      "You did not give us the date of the incident: count six months from that date.",
    );
    expect(replyDraft("decline", "es", { firstName: "Ana", claim: null }).body).toContain(
      "Usted no nos dio la fecha del incidente",
    );
  });

  it("asks them to call, with the phone and the office hours, in each language", () => {
    expect(replyDraft("callUs", "en", { firstName: "Jane", claim: null }).body).toContain(
      `Please call us at ${firm.phone.display}.`,
    );
    const spanish = replyDraft("callUs", "es", { firstName: "Ana", claim: null }).body;
    expect(spanish).toContain(`llámenos al ${firm.phone.display}`);
    expect(spanish).toContain("Horario de oficina:");
    expect(replyDraft("received", "es", { firstName: "Ana", claim: null }).subject).toBe(`Su solicitud a ${firm.name}`);
  });

  it("writes whole sentences in every template and language: no doubled full stop after the office hours", () => {
    for (const template of ["received", "callUs", "decline"] as const) {
      for (const language of ["en", "es"] as const) {
        const { subject, body } = replyDraft(template, language, { firstName: "Ana", claim: null });
        expect(`${subject}\n${body}`, `${template} ${language}`).not.toMatch(/\.\.|\s\./);
      }
    }
  });

  it("honours how they asked to be reached (issue 35): the received letter says it, with their safe time", () => {
    const reached = (reach: Parameters<typeof replyDraft>[2]["reach"], language: "en" | "es" = "en") =>
      replyDraft("received", language, { firstName: "Ana", claim: null, reach }).body;
    expect(reached({ by: "no-voicemail", safeTime: "" })).toContain(
      "in person. As you asked, we will not leave you a voicemail.\n",
    );
    expect(reached({ by: "text-only", safeTime: "after 6 PM" })).toContain(
      "As you asked, we will not call you: we will write to you by text message or email. We will try to reach you at the time you gave us: after 6 PM.",
    );
    expect(reached({ by: "email-only", safeTime: "" }, "es")).toContain(
      "no le haremos llamadas ni le enviaremos mensajes de texto",
    );
    // Not asked, or any way is fine: the letter says nothing of it, and leaves no stray space.
    for (const reach of [null, { by: "any" as const, safeTime: "" }]) {
      expect(reached(reach)).toContain("or in person.\n");
      expect(reached(reach)).not.toContain("As you asked");
    }
  });
});
