// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { chartCopy } from "./copy";
import { SERIES_STYLES } from "./palette";
import { StackedBarChart, type StackedBarChartProps } from "./stacked-bar-chart";
import { drawStatic, missingPatterns, tableText } from "./test-support";

const props: StackedBarChartProps = {
  title: "Requests per week, by source",
  headline: "Requests rose 30% in the week of March 10.",
  periods: [
    { label: "Week of March 3, 2025", short: "Mar 3" },
    { label: "Week of March 10, 2025", short: "Mar 10" },
    { label: "Week of March 17, 2025", short: "Mar 17" },
  ],
  series: [
    { label: "Case form", values: [10, 13, 0] },
    { label: "Message widget", values: [0, 5, 4] },
  ],
  periodLabel: "Week starting",
  valueLabel: "Requests",
};

describe("the stacked bar chart", () => {
  it("is a figure captioned by its headline, its graphic one named image, its figures a table", () => {
    const { document } = drawStatic(<StackedBarChart {...props} />);
    const figure = document.querySelector("figure");
    expect(figure?.querySelector("figcaption")?.textContent).toBe(
      "Requests rose 30% in the week of March 10.Requests per week, by source",
    );
    const graphic = figure?.querySelector("[role=img]");
    expect(graphic?.getAttribute("aria-label")).toBe(
      chartCopy.graphicLabel("Requests per week, by source", "stacked bar chart"),
    );
    expect(figure?.querySelector("details table caption")?.textContent).toBe("Requests per week, by source");
  });

  it("lists every figure in its table, with each period's total", () => {
    const { document } = drawStatic(<StackedBarChart {...props} />);
    expect(tableText(document.querySelector("table"))).toEqual([
      ["Week starting", "Case form", "Message widget", "Total"],
      ["Week of March 3, 2025", "10", "0", "10"],
      ["Week of March 10, 2025", "13", "5", "18"],
      ["Week of March 17, 2025", "0", "4", "4"],
    ]);
  });

  it("draws one bar part per value above zero, its height in proportion on a round axis", () => {
    const { document } = drawStatic(<StackedBarChart {...props} />);
    const bars = [...document.querySelectorAll("rect.chart-bar")];
    expect(bars.map((bar) => bar.getAttribute("data-series"))).toEqual(["0", "0", "1", "1"]);
    // The axis runs 0 to 20 in steps of 5 over 220 px: 11 px a request, less the 1.5 px gap above a lower part.
    expect([...document.querySelectorAll(".chart-axis text")].map((text) => text.textContent)).toEqual([
      "0",
      "5",
      "10",
      "15",
      "20",
    ]);
    expect(bars.map((bar) => Number(bar.getAttribute("height")))).toEqual([110, 143, 53.5, 44]);
    expect(bars[0]?.getAttribute("y")).toBe(String(10 + 220 - 110));
    // Periods side by side in equal slots; the second period's two parts share its slot.
    expect(bars.map((bar) => bar.getAttribute("x"))).toEqual(["12.667%", "46%", "46%", "79.333%"]);
    expect(bars[1]?.querySelector("title")?.textContent).toBe("Week of March 10, 2025, Case form: 13");
  });

  it("tells the series apart by pattern as well as colour, in the bars and the legend", () => {
    const { document } = drawStatic(<StackedBarChart {...props} />);
    const [formBar, widgetBar] = [...document.querySelectorAll("rect.chart-bar")].filter(
      (_, index) => index === 0 || index === 2,
    );
    expect(formBar?.getAttribute("fill")).toBe(SERIES_STYLES[0]?.colour);
    expect(widgetBar?.getAttribute("fill")).toMatch(/^url\(#.+-fill-1\)$/);
    expect(missingPatterns(document)).toEqual([]);
    const legend = [...document.querySelectorAll(".chart-legend li")];
    expect(legend.map((item) => item.textContent)).toEqual(["Case form", "Message widget"]);
    expect(legend[1]?.querySelector("rect")?.getAttribute("fill")).toBe(widgetBar?.getAttribute("fill"));
  });

  it("labels the periods under the bars by their short names", () => {
    const { document } = drawStatic(<StackedBarChart {...props} />);
    expect([...document.querySelectorAll(".chart-period-axis text")].map((text) => text.textContent)).toEqual([
      "Mar 3",
      "Mar 10",
      "Mar 17",
    ]);
  });

  it("ships no script and nothing that needs one", () => {
    const { html } = drawStatic(<StackedBarChart {...props} />);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it("says so instead of drawing empty axes when every value is zero, and still gives the table", () => {
    const zeros = props.series.map((series) => ({ ...series, values: [0, 0, 0] }));
    const { document } = drawStatic(<StackedBarChart {...props} series={zeros} emptyText="No requests yet." />);
    expect(document.querySelector("[role=img]")).toBeNull();
    expect(document.querySelector(".chart-empty")?.textContent).toBe("No requests yet.");
    expect(tableText(document.querySelector("table"))[1]).toEqual(["Week of March 3, 2025", "0", "0", "0"]);
  });

  it("has neither graphic nor table without periods", () => {
    const { document } = drawStatic(<StackedBarChart {...props} periods={[]} series={[]} />);
    expect(document.querySelector(".chart-empty")?.textContent).toBe(chartCopy.empty);
    expect(document.querySelector("table")).toBeNull();
  });

  it("draws a single period as one modest bar in the middle", () => {
    const { document } = drawStatic(
      <StackedBarChart {...props} periods={[props.periods[0]!]} series={[{ label: "Case form", values: [6] }]} />,
    );
    const bars = [...document.querySelectorAll("rect.chart-bar")];
    expect(bars.map((bar) => [bar.getAttribute("x"), bar.getAttribute("width")])).toEqual([["46%", "8%"]]);
  });

  it("gives two charts on one page their own patterns", () => {
    const { document } = drawStatic(
      <>
        <StackedBarChart {...props} />
        <StackedBarChart {...props} />
      </>,
    );
    const patterns = [...document.querySelectorAll("pattern")].map((pattern) => pattern.id);
    expect(patterns).toHaveLength(2);
    expect(new Set(patterns).size).toBe(2);
    expect(missingPatterns(document)).toEqual([]);
  });

  it("refuses a series whose values do not match the periods", () => {
    expect(() => drawStatic(<StackedBarChart {...props} series={[{ label: "Case form", values: [1] }]} />)).toThrow(
      /1 values for 3 periods/,
    );
  });
});
