/**
 * CSV for a case-management tool or a spreadsheet: RFC 4180 (CRLF rows, fields quoted when
 * they hold a quote, comma or line break, quotes doubled), UTF-8 with a byte-order mark so
 * Excel reads accents right, and formula injection neutralised: a cell that starts with
 * =, +, -, @, tab or carriage return gets a leading apostrophe, so a spreadsheet shows it
 * as text instead of running it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
