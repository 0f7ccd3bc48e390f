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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-11-23") as `options` word it, in English: each formatter is made once
 * (making one costs far more than using it, and the dashboard words hundreds of days).
 */
export function dayFormat(iso: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = dayFormats.get(key);
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" })));
  return format.format(new Date(`${iso}T00:00:00Z`));
}
