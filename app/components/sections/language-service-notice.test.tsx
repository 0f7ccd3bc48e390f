// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { spanishService, staffRoles } from "~/content/es/shared";
import { siteText as spanish } from "~/content/es/site-text";
import { messageWidgetCopy } from "~/content/es/message-widget";
import { siteText as english } from "~/content/site-text";
import { SiteTextProvider, type SiteText } from "~/lib/site-text";
import { LanguageServiceNotice } from "./language-service-notice";

afterEach(cleanup);

function renderNotice(text: SiteText) {
  return render(
    <SiteTextProvider value={text}>
      <ul>
        <LanguageServiceNotice as="li" />
      </ul>
    </SiteTextProvider>,
  );
}

describe("who at the office speaks Spanish", () => {
  it("names each Spanish speaker of the firm's identity with their role", () => {
    const one = spanishService([{ name: "Luis Ortega", role: "paralegal" }]);
    expect(one.label).toBe("Se habla español.");
    expect(one.text).toBe("Luis Ortega, paralegal de la oficina, le atiende en español.");
    expect(one.greeting).toBe("Puede escribir en español: en la oficina le atiende Luis Ortega, paralegal.");

    const two = spanishService([
      { name: "Luis Ortega", role: "paralegal" },
      { name: "Rosa Díaz", role: "receptionist" },
    ]);
    expect(two.text).toBe(
      "Luis Ortega (paralegal) y Rosa Díaz (recepcionista), de la oficina, le atienden en español.",
    );
    expect(two.greeting).toBe(
      "Puede escribir en español: en la oficina le atienden Luis Ortega (paralegal) y Rosa Díaz (recepcionista).",
    );
  });

  it("says honestly when nobody does, and that the office answers through an interpreter", () => {
    const nobody = spanishService([]);
    expect(nobody.label).not.toMatch(/se habla español/i);
    expect(nobody.text).toMatch(/nadie en la oficina habla español/);
    expect(nobody.text).toMatch(/por medio de un intérprete/);
    expect(nobody.greeting).toMatch(/nadie en la oficina habla español.*intérprete/);
    expect(`${nobody.text} ${nobody.greeting}`).not.toContain(firm.spanishSpeakers[0]!.name);
  });

  it("reads the firm's identity by default, in the Spanish chrome and the widget's greeting", () => {
    const [speaker] = firm.spanishSpeakers;
    expect(spanishService().text).toContain(`${speaker.name}, ${staffRoles[speaker.role]}`);
    expect(spanish.languageService?.text).toBe(spanishService().text);
    expect(messageWidgetCopy.greeting).toContain(spanishService().greeting);
  });

  it("shows the Spanish line where it is placed, and nothing on an English page", () => {
    renderNotice(spanish);
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent(`Se habla español. ${spanishService().text}`);
    cleanup();

    renderNotice({ ...spanish, languageService: spanishService([]) });
    expect(screen.getByRole("listitem")).toHaveTextContent(/nadie en la oficina habla español/);
    cleanup();

    renderNotice(english);
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
