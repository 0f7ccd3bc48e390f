// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { chartCopy } from "./copy";
import { GroupedBarChart, type GroupedBarChartProps } from "./grouped-bar-chart";
import { drawStatic, missingPatterns, tableText } from "./test-support";

const props: GroupedBarChartProps = {
  title: "How people heard of the firm, per quarter",
  headline: "Search brought the most requests.",
  categories: [{ label: "Search engine" }, { label: "A friend or family member" }, { label: "Other" }],
  series: [
    { label: "Q1 2025", values: [112, 64, 0] },
    { label: "Q2 2025", values: [141, 71, 9] },
  ],
  categoryLabel: "How they heard of us",
  valueLabel: "Requests",
};

describe("the grouped bar chart", () => {
  it("is a captioned figure whose graphic is one named image", () => {
    const { document } = drawStatic(<GroupedBarChart {...props} />);
    expect(document.querySelector("figcaption .chart-headline")?.textContent).toBe("Search brought the most requests.");
    expect(document.querySelector("[role=img]")?.getAttribute("aria-label")).toBe(
      chartCopy.graphicLabel(props.title, "bar chart"),
    );
  });

  it("lists every figure in its table, one row per category", () => {
    const { document } = drawStatic(<GroupedBarChart {...props} />);
    expect(tableText(document.querySelector("table"))).toEqual([
      ["How they heard of us", "Q1 2025", "Q2 2025"],
      ["Search engine", "112", "141"],
      ["A friend or family member", "64", "71"],
      ["Other", "0", "9"],
    ]);
  });

  it("draws a bar per series in each category, its length its share of a round axis, its value at its end", () => {
    const { document } = drawStatic(<GroupedBarChart {...props} />);
    const bars = [...document.querySelectorAll("rect.chart-bar")];
    expect(bars).toHaveLength(6);
    expect(bars.map((bar) => bar.getAttribute("data-series"))).toEqual(["0", "1", "0", "1", "0", "1"]);
    // The axis runs 0 to 150: 112 is 74.667% of it.
    expect(bars.map((bar) => bar.getAttribute("width"))).toEqual(["74.667%", "94%", "42.667%", "47.333%", "0%", "6%"]);
    expect([...document.querySelectorAll(".chart-value")].map((text) => text.textContent)).toEqual([
      "112",
      "141",
      "64",
      "71",
      "0",
      "9",
    ]);
    expect([...document.querySelectorAll(".chart-category")].map((text) => text.textContent)).toEqual([
      "Search engine",
      "A friend or family member",
      "Other",
    ]);
    const axis = [...document.querySelectorAll(".chart-value-axis text")].map((text) => text.textContent);
    expect(axis).toEqual(["0", "50", "100", "150"]);
    expect(missingPatterns(document)).toEqual([]);
  });

  it("formats values, ticks and table alike with the caller's format", () => {
    const { document } = drawStatic(<GroupedBarChart {...props} format={(value) => `${value} req.`} />);
    expect(document.querySelector(".chart-value")?.textContent).toBe("112 req.");
    expect(tableText(document.querySelector("table"))[1]).toEqual(["Search engine", "112 req.", "141 req."]);
  });

  it("says so when every category is at zero", () => {
    const zeros = props.series.map((series) => ({ ...series, values: [0, 0, 0] }));
    const { document } = drawStatic(<GroupedBarChart {...props} series={zeros} />);
    expect(document.querySelector("[role=img]")).toBeNull();
    expect(document.querySelector(".chart-empty")?.textContent).toBe(chartCopy.empty);
  });

  it("draws no bar where there was nothing to measure, says so in the table, and takes a fixed top", () => {
    const shares = [
      { label: "Q1 2025", values: [12.5, null, 0] },
      { label: "Q2 2025", values: [40, 20, null] },
    ];
    const { document } = drawStatic(
      <GroupedBarChart {...props} series={shares} format={(value) => `${value}%`} max={100} />,
    );
    expect([...document.querySelectorAll("rect.chart-bar")].map((bar) => bar.getAttribute("width"))).toEqual([
      "12.5%",
      "40%",
      "20%",
      "0%",
    ]);
    expect([...document.querySelectorAll(".chart-no-value")].map((text) => text.textContent)).toEqual([
      chartCopy.noValue,
      chartCopy.noValue,
    ]);
    expect(tableText(document.querySelector("table"))).toEqual([
      ["How they heard of us", "Q1 2025", "Q2 2025"],
      ["Search engine", "12.5%", "40%"],
      ["A friend or family member", chartCopy.noValue, "20%"],
      ["Other", "0%", chartCopy.noValue],
    ]);
    expect([...document.querySelectorAll(".chart-value-axis text")].at(-1)?.textContent).toBe("100%");
  });

  it("says so when no category has anything to measure", () => {
    const nothing = props.series.map((series) => ({ ...series, values: [null, null, null] }));
    const { document } = drawStatic(<GroupedBarChart {...props} series={nothing} />);
    expect(document.querySelector(".chart-empty")?.textContent).toBe(chartCopy.empty);
  });

  it("refuses a value a bar cannot draw", () => {
    expect(() =>
      drawStatic(<GroupedBarChart {...props} series={[{ label: "Q1 2025", values: [1, -1, 0] }]} />),
    ).toThrow(RangeError);
  });
});
