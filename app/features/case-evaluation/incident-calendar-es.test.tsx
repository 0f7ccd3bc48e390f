// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import IncidentCalendarSpanish from "./incident-calendar-es";

afterEach(cleanup);

describe("the Spanish form's calendar", () => {
  it("names the days in Spanish and starts the week on Sunday, as US and Mexican calendars do", () => {
    const { container } = render(
      <IncidentCalendarSpanish selected={undefined} today={new Date(2024, 5, 15)} onSelect={() => {}} />,
    );
    expect(screen.getByRole("grid")).toHaveAccessibleName("junio 2024");
    // The day names' row is hidden from assistive technology (each day cell names its date).
    const weekdays = [...container.querySelectorAll("thead th")].map((header) => header.getAttribute("aria-label"));
    expect(weekdays).toEqual(["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]);
    // 1 June 2024 was a Saturday, so the first row starts on Sunday 26 May.
    expect(screen.getAllByRole("gridcell")[0]).toHaveAttribute("data-day", "2024-05-26");
  });
});
