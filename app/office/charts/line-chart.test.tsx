// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { chartCopy } from "./copy";
import { LineChart, type LineChartProps } from "./line-chart";
import { drawStatic, tableText } from "./test-support";

const hours = (value: number) => `${value} h`;
const share = (value: number) => `${value}%`;

const props: LineChartProps = {
  title: "Time to first contact, per month",
  headline: "The office now answers within a day.",
  periods: [
    { label: "January 2025", short: "Jan" },
    { label: "February 2025", short: "Feb" },
    { label: "March 2025", short: "Mar" },
    { label: "April 2025", short: "Apr" },
  ],
  periodLabel: "Month received",
  measures: [
    {
      label: "Median hours to first contact",
      series: [{ label: "Median", values: [30, null, 18, 12] }],
      format: hours,
    },
    {
      label: "Contacted within one business day",
      series: [{ label: "Share", values: [40, null, 75, 90] }],
      format: share,
      max: 100,
    },
  ],
};

const pathOf = (panel: Element | undefined) => panel?.querySelector("path")?.getAttribute("d");

describe("the line chart", () => {
  it("is a captioned figure whose graphic is one named image", () => {
    const { document } = drawStatic(<LineChart {...props} />);
    expect(document.querySelector("figcaption .chart-headline")?.textContent).toBe(props.headline);
    expect(document.querySelector("[role=img]")?.getAttribute("aria-label")).toBe(
      chartCopy.graphicLabel(props.title, "line chart"),
    );
  });

  it("lists both measures in its table, a month without figures as no data", () => {
    const { document } = drawStatic(<LineChart {...props} />);
    expect(tableText(document.querySelector("table"))).toEqual([
      ["Month received", "Median hours to first contact", "Contacted within one business day"],
      ["January 2025", "30 h", "40%"],
      ["February 2025", chartCopy.noValue, chartCopy.noValue],
      ["March 2025", "18 h", "75%"],
      ["April 2025", "12 h", "90%"],
    ]);
  });

  it("draws each measure in its own panel on its own round axis, a percentage up to 100", () => {
    const { document } = drawStatic(<LineChart {...props} />);
    const panels = [...document.querySelectorAll(".chart-panel")];
    expect(panels.map((panel) => panel.querySelector(".chart-axis-title")?.textContent)).toEqual([
      "Median hours to first contact",
      "Contacted within one business day",
    ]);
    const ticks = panels.map((panel) =>
      [...panel.querySelectorAll(".chart-axis text")].map((text) => text.textContent),
    );
    expect(ticks).toEqual([
      ["0 h", "10 h", "20 h", "30 h"],
      ["0%", "25%", "50%", "75%", "100%"],
    ]);
    // Only the lower panel carries the months, so the two share one time axis.
    expect(panels.map((panel) => panel.querySelectorAll(".chart-period-axis text").length)).toEqual([0, 4]);
  });

  it("breaks the line at a missing month and marks every month that has a figure", () => {
    const { document } = drawStatic(<LineChart {...props} />);
    const [upper, lower] = document.querySelectorAll(".chart-panel");
    // Months at the middle of four equal slots (125, 375, … of 1000); 130 px panels from y = 10.
    expect(pathOf(upper)).toBe("M125 10 M625 62 L875 88");
    expect(pathOf(lower)).toBe("M125 88 M625 42.5 L875 23");
    expect(upper?.querySelectorAll(".chart-point")).toHaveLength(3);
    expect([...(upper?.querySelectorAll(".chart-point") ?? [])].map((point) => point.getAttribute("x"))).toEqual([
      "12.5%",
      "62.5%",
      "87.5%",
    ]);
    expect(upper?.querySelector(".chart-point title")?.textContent).toBe(
      "January 2025, Median hours to first contact: 30 h",
    );
  });

  it("gives several lines in one measure a legend, and each its own colour, dash and marker", () => {
    const { document } = drawStatic(
      <LineChart
        {...props}
        measures={[
          {
            label: "Median hours to first contact",
            format: hours,
            series: [
              { label: "English", values: [20, 18, 15, 12] },
              { label: "Spanish", values: [30, 25, 20, 14] },
            ],
          },
        ]}
      />,
    );
    expect([...document.querySelectorAll(".chart-legend li")].map((item) => item.textContent)).toEqual([
      "English",
      "Spanish",
    ]);
    const lines = [...document.querySelectorAll(".chart-line path")];
    expect(lines.map((line) => [line.getAttribute("stroke"), line.getAttribute("stroke-dasharray")])).toEqual([
      ["#1f3a5f", null],
      ["#d4691c", "7 4"],
    ]);
    expect(
      [...document.querySelectorAll(".chart-line")].map((line) => line.querySelector(".chart-marker")?.tagName),
    ).toEqual(["circle", "rect"]);
    expect(tableText(document.querySelector("table"))[0]).toEqual([
      "Month received",
      "Median hours to first contact: English",
      "Median hours to first contact: Spanish",
    ]);
  });

  it("draws a single month as a lone marker", () => {
    const { document } = drawStatic(
      <LineChart
        {...props}
        periods={[props.periods[0]!]}
        measures={[{ label: "Median hours", series: [{ label: "Median", values: [6.5] }] }]}
      />,
    );
    expect(document.querySelectorAll(".chart-point")).toHaveLength(1);
    expect(document.querySelector(".chart-point")?.getAttribute("x")).toBe("50%");
    expect(pathOf(document.querySelector(".chart-panel") ?? undefined)).toMatch(/^M500 [\d.]+$/);
  });

  it("says so when no month has a figure", () => {
    const { document } = drawStatic(
      <LineChart
        {...props}
        measures={[{ label: "Median hours", series: [{ label: "Median", values: [null, null, null, null] }] }]}
      />,
    );
    expect(document.querySelector("[role=img]")).toBeNull();
    expect(document.querySelector(".chart-empty")).not.toBeNull();
    expect(tableText(document.querySelector("table"))[1]).toEqual(["January 2025", chartCopy.noValue]);
  });

  it("ships no script and nothing that needs one", () => {
    const { html } = drawStatic(<LineChart {...props} />);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });
});
