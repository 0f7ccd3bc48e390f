// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { firm, type SpanishConsultation, type SpanishSpeaker } from "~/content/firm";
import { spanishService, staffRoles, type SpanishServiceFacts } from "~/content/es/shared";
import { siteText as spanish } from "~/content/es/site-text";
import { messageWidgetCopy } from "~/content/es/message-widget";
import { fillTokensDeep } from "~/content/model/tokens";
import { siteText as english } from "~/content/site-text";
import { SiteTextProvider, type SiteText } from "~/lib/site-text";
import { LanguageServiceNotice } from "./language-service-notice";

afterEach(cleanup);

/** The firm's facts with these Spanish speakers and this consultation language. */
function facts(
  spanishSpeakers: SpanishSpeaker[],
  spanishConsultation: SpanishConsultation = "unconfirmed",
): SpanishServiceFacts {
  return { ...firm, spanishSpeakers, spanishConsultation };
}
const ask = `Pregunte en qué idioma puede ser la consulta gratuita con ${firm.attorney.name}.`;

function renderNotice(text: SiteText, { inForm = false } = {}) {
  return render(
    <SiteTextProvider value={text}>
      <ul>
        <LanguageServiceNotice as="li" inForm={inForm} />
      </ul>
    </SiteTextProvider>,
  );
}

describe("who at the office speaks Spanish", () => {
  it("says whom to ask for, with their role, that they give no legal advice, and that the office answers in Spanish", () => {
    const one = spanishService(facts([{ name: "Luis Ortega", role: "paralegal" }]));
    expect(one.label).toBe("Se habla español.");
    expect(one.text).toBe(
      `Al llamar, pida hablar con Luis Ortega, paralegal, quien no puede darle asesoría legal. ${ask}`,
    );
    expect(one.greeting).toBe(
      "Puede escribir en español: en la oficina le atiende Luis Ortega, paralegal, quien no puede darle asesoría legal.",
    );
    expect(one.formReply).toBe("Le responderemos en español, a menos que elija otro idioma arriba.");
    expect(one.answersInSpanish).toBe(true);

    const two = spanishService(
      facts([
        { name: "Luis Ortega", role: "paralegal" },
        { name: "Rosa Díaz", role: "receptionist" },
      ]),
    );
    expect(two.text).toBe(
      `Al llamar, pida hablar con Luis Ortega (paralegal) o con Rosa Díaz (recepcionista), quienes no pueden darle asesoría legal. ${ask}`,
    );
    expect(two.greeting).toBe(
      "Puede escribir en español: en la oficina le atienden Luis Ortega (paralegal) y Rosa Díaz (recepcionista), quienes no pueden darle asesoría legal.",
    );
    expect(two.formReply).toBe(one.formReply);
  });

  it("says in which language the consultation with the attorney is held, as the firm chose", () => {
    const elena = [{ name: "Elena Morales", role: "legal-assistant" }] satisfies SpanishSpeaker[];
    expect(spanishService(facts(elena, "interpreter")).text).toMatch(
      new RegExp(
        `La consulta gratuita con ${firm.attorney.name} es en inglés, con un intérprete que la oficina le proporciona\\.$`,
      ),
    );
    expect(spanishService(facts(elena, "english-only")).text).toMatch(/es en inglés, sin intérprete\.$/);
    expect(spanishService(facts(elena)).text).toMatch(
      /^Al llamar, pida hablar con Elena Morales, asistente legal, quien no puede darle asesoría legal\. Pregunte en qué idioma/,
    );
    // Only when an attorney speaks Spanish (the launch check holds the firm to it).
    const lawyer = spanishService(facts([{ name: firm.attorney.name, role: "attorney" }], "in-spanish"));
    expect(lawyer.text).toBe(
      `Al llamar, pida hablar con ${firm.attorney.name}, abogado. La consulta gratuita con ${firm.attorney.name} puede ser en español.`,
    );
    expect(lawyer.text).not.toMatch(/asesoría legal/);
  });

  it("calls a woman attorney abogada, names who of several gives no legal advice, and says the language once before the consultation", () => {
    expect(spanishService(facts([{ name: "Ana López", role: "attorney-woman" }])).text).toBe(
      `Al llamar, pida hablar con Ana López, abogada. ${ask}`,
    );
    expect(spanishService(facts([{ name: "Luis Ortega", role: "attorney" }])).text).toContain("Luis Ortega, abogado.");
    expect(
      spanishService(
        facts([
          { name: "Ana López", role: "attorney-woman" },
          { name: "Rosa Díaz", role: "receptionist" },
        ]),
      ).text,
    ).toBe(
      `Al llamar, pida hablar con Ana López (abogada) o con Rosa Díaz (recepcionista). Rosa Díaz no da asesoría legal. ${ask}`,
    );
    const { label, text } = spanishService();
    expect(`${label} ${text}`.match(/español/g)).toHaveLength(1);
  });

  it("says honestly when nobody does, and promises no interpreter or answer in Spanish", () => {
    const nobody = spanishService(facts([]));
    expect(nobody.label).not.toMatch(/se habla español/i);
    expect(nobody.text).toMatch(/nadie en la oficina habla español/);
    expect(nobody.greeting).toMatch(/nadie en la oficina habla español/);
    expect(`${nobody.text} ${nobody.greeting}`).toMatch(/la oficina le dirá cómo podemos comunicarnos con usted/);
    expect(`${nobody.text} ${nobody.greeting}`).not.toMatch(/intérprete|traduc|le responderemos en español/i);
    expect(nobody.formReply).toBeUndefined();
    expect(nobody.answersInSpanish).toBe(false);
    expect(`${nobody.text} ${nobody.greeting}`).not.toContain(firm.spanishSpeakers[0]!.name);
  });

  it("reads the firm's identity by default, in the Spanish chrome and the widget's greeting and reply", () => {
    const speaker = firm.spanishSpeakers[0]!;
    expect(spanishService().text).toContain(`${speaker.name}, ${staffRoles[speaker.role]}`);
    expect(spanish.languageService?.text).toBe(spanishService().text);
    // The widget's words as its island fills them in, with the facts the page carries.
    const copy = fillTokensDeep(messageWidgetCopy, spanish.tokens);
    expect(copy.greeting).toContain(spanishService().greeting);
    expect(copy.successReply("Ana", false)).toContain("La oficina se comunicará con usted en español");
  });

  it("shows the Spanish line where it is placed, the answer's language in a form only, and nothing in English", () => {
    const service = spanishService();
    renderNotice(spanish);
    expect(screen.getByRole("listitem")).toHaveTextContent(`Se habla español. ${service.text}`);
    expect(screen.getByRole("listitem")).not.toHaveTextContent(service.formReply!);
    cleanup();

    renderNotice(spanish, { inForm: true });
    expect(screen.getByRole("listitem")).toHaveTextContent(`Se habla español. ${service.text} ${service.formReply}`);
    cleanup();

    renderNotice({ ...spanish, languageService: spanishService(facts([])) }, { inForm: true });
    expect(screen.getByRole("listitem")).toHaveTextContent(/nadie en la oficina habla español/);
    expect(screen.getByRole("listitem")).not.toHaveTextContent(/Le responderemos/);
    cleanup();

    renderNotice(english, { inForm: true });
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
