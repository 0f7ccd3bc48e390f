/**
 * CSV for a case-management tool or a spreadsheet: RFC 4180 (CRLF rows, fields quoted when
 * they hold a quote, comma or line break, quotes doubled), UTF-8 with a byte-order mark so
 * Excel reads accents right, and formula injection neutralised: a cell whose first visible
 * character is =, +, -, @ or their full-width forms (＝＋－＠, which spreadsheets in East
 * Asian locales read as the same), whatever white space, line breaks or invisible characters
 * come before it, or that starts with a tab or a line break, gets a leading apostrophe, so
 * a spreadsheet shows it as text instead of running it.
 */
const FORMULA_START = /^(?:[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/u;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, its line break included. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The byte-order mark that starts every file. */
export const CSV_START = "\uFEFF";

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${CSV_START}${rows.map(csvLine).join("")}`;
}
