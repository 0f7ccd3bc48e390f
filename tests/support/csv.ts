/** A strict RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else if (char === "\n" || char === "\r" || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} at ${i}: not RFC 4180`);
    } else field += char;
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || row.length > 0) throw new Error("last row without CRLF");
  return rows;
}
