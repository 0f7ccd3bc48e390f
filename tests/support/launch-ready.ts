/**
 * The first version with every sample replaced, as a firm would leave it before launch: a real-
 * looking identity, no sample flags, the press on real-looking domains, the placeholders worded,
 * every Spanish document reviewed. The launch rules find nothing in it; tests import it
 * (content:import --publish) to start from a launch-ready site.
 */
import { firstVersion } from "../../app/content/model/first-version.server";
import type { ContentSnapshot } from "../../app/content/model/snapshot";

export const READY_FIRM = {
  name: "Rivera Civil Rights Law",
  shortName: "Rivera Law",
  attorney: "Dana Rivera",
  phone: "(707) 526-8810",
  email: "office@riveralaw.com",
};

type Record_ = Record<string, unknown>;

function walkStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => walkStrings(item, change));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walkStrings(item, change)]));
  }
  return value;
}

function clearSamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clearSamples);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === "sample" ? false : clearSamples(item)]),
    );
  }
  return value;
}

export function launchReady(): ContentSnapshot {
  const snapshot = structuredClone(firstVersion());
  const docs = snapshot.documents;
  const firm = (docs.firm!.value as { firm: Record_ }).firm;
  Object.assign(firm, {
    name: READY_FIRM.name,
    shortName: READY_FIRM.shortName,
    attorney: { name: READY_FIRM.attorney },
    phone: { display: READY_FIRM.phone },
    email: READY_FIRM.email,
    staffEmails: [READY_FIRM.email, "intake@riveralaw.com"],
    address: { street: "418 Mendocino Avenue", suite: "Suite 300", city: "Santa Rosa", postalCode: "95401" },
    hours: { schema: "Mo-Fr 08:30-17:30" },
    spanishSpeakers: [{ name: "Lucía Ortega", role: "intake" }],
    spanishConsultation: "interpreter",
    stateBar: { number: "287341", admitted: "2012-06-04" },
  });
  const shared = docs.shared!.value as { firmText: Record_; feeTerms: { en: string; es: string } };
  shared.firmText.hours = {
    en: "Monday to Friday, 8:30 AM to 5:30 PM",
    es: "de lunes a viernes, de 8:30 a.m. a 5:30 p.m.",
  };
  for (const [id, doc] of Object.entries(docs)) {
    doc.value = clearSamples(
      walkStrings(doc.value, (text) =>
        text
          .replace(
            /\[To be confirmed by the firm: whether you owe those costs or the office bears them\]/,
            "the office bears them",
          )
          .replace(
            /\[Pendiente de confirmar por la oficina: usted no paga esos costos[^\]]*\]/,
            "usted no paga esos costos",
          )
          .replace(/\[To be confirmed by the firm: which version governs\]/, "the English version governs")
          .replace(
            /\[Pendiente de confirmar por la oficina: prevalece la versión en inglés[^\]]*\]/,
            "prevalece la versión en inglés",
          )
          .replace(/\.example\.com/g, ".com")
          .replace(/Record-Breaking Achievements/g, "Results for Our Clients"),
      ),
    );
    if (id !== "firm") doc.reviewed = true;
  }
  (docs.privacy!.value as { privacyCopy: Record_ }).privacyCopy.effectiveDate = "2026-11-30";
  docs.images!.confirmed = ["images.attorneyPortrait.ref"];
  docs["office-replies"]!.confirmed = ["officeReplies.decline"];
  snapshot.interfaceReviewed = true;
  return snapshot;
}
