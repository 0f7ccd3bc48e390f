/** The charts' own words; everything a chart says about the data itself comes from its caller. */
export const chartCopy = {
  kind: {
    stacked: "stacked bar chart",
    grouped: "bar chart",
    line: "line chart",
  },
  /** The graphic's name for a screen reader, which then reads the figures in the table. */
  graphicLabel: (title: string, kind: string) => `${title} (${kind}). The figures follow as a table.`,
  showFigures: "Figures as a table",
  total: "Total",
  noValue: "no data",
  empty: "Nothing to show for this period yet.",
};
