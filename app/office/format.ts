/** Times as the office reads them: California time, named, with the exact instant in <time dateTime>. */
const PACIFIC = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Los_Angeles",
});

export function officeTime(at: number): string {
  return `${PACIFIC.format(new Date(at))} PT`;
}

export function isoTime(at: number): string {
  return new Date(at).toISOString();
}

export const SOURCE_LABEL = {
  "case-evaluation": "Case form",
  widget: "Message widget",
  office: "Entered by the office",
} as const;
