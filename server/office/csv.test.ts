import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("the office's CSV", () => {
  it("quotes fields with quotes, commas and line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell('He said "stop", then')).toBe('"He said ""stop"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("neutralises every formula start: = + - @ tab and carriage return", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}HYPERLINK("http://x")`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("looks past leading white space, line breaks and invisible characters, and knows the full-width signs", () => {
    for (const value of [
      " =1+1",
      "\u00a0\u3000=1+1",
      '\n=HYPERLINK("http://x")',
      "\r\n@SUM(1)",
      "\u200b=1+1",
      "\u202e-2+3",
      '＝HYPERLINK("http://x")',
      "＋1+cmd",
      "－2+3",
      "＠SUM(1)",
      "  ＝1",
      "\n",
    ]) {
      expect(csvCell(value).replace(/^"/, ""), JSON.stringify(value)).toMatch(/^'/);
    }
    for (const value of ["Maria", " Maria", "1=1", "a＝b", "(707) 555-0100", ""]) {
      expect(csvCell(value), JSON.stringify(value)).not.toMatch(/^"?'/);
    }
  });

  it("starts with a byte-order mark and ends every row with CRLF", () => {
    const csv = toCsv([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(csv).toBe("\uFEFFa,b\r\n1,2\r\n");
  });
});
