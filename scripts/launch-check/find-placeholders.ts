import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  AWAITING_CONFIRMATION as AWAITING_CONFIRMATION_TEXT,
  EXAMPLE_DOMAIN,
  FICTIONAL_PHONE,
  SHIPPED_IDENTITY,
} from "../../app/content/model/launch-rules";
import { TRANSLATION_REVIEW_MARKER } from "../../app/content/translation";

/**
 * Finds what in content modules, read as files, must not go live: the fictional identity,
 * addresses and numbers shipped with the site, items flagged `sample: true`, values noted
 * `// sample`, and text awaiting the firm's confirmation, by the same patterns as the launch
 * rules that check a published version (app/content/model/launch-rules.ts). It reads the files
 * as text, so it can say where each one is (`npm run check:launch -- --dir <folder>`).
 */
export type Finding = {
  /** Relative to the folder that was checked, with forward slashes. */
  file: string;
  line: number;
  reasons: string[];
  /** What the line shows: the value, or for a flagged item the first words of the item. */
  excerpt: string;
};

type Rule = { reason: string; matches: (code: string, comment: string) => boolean };

const SAMPLE_FLAG = /\bsample:\s*true\b/;
const SAMPLE_NOTE = /^\s*sample\b/i;
/** A fact only the firm can give, written in the page's language: English, or Spanish under /es. */
const AWAITING_CONFIRMATION = /\[(?:to be confirmed by the firm|pendiente de confirmar por la oficina)\b/i;

const RULES: Rule[] = [
  { reason: "fictional firm identity", matches: (code) => SHIPPED_IDENTITY.test(code) },
  { reason: "example.com address or link", matches: (code) => EXAMPLE_DOMAIN.test(code) },
  { reason: "fictional 555 phone number", matches: (code) => FICTIONAL_PHONE.test(code) },
  { reason: "sample item (sample: true)", matches: (code) => SAMPLE_FLAG.test(code) },
  { reason: "sample value (// sample)", matches: (_code, comment) => SAMPLE_NOTE.test(comment) },
  { reason: "awaiting the firm's confirmation", matches: (code) => AWAITING_CONFIRMATION.test(code) },
];

const CONTENT_FILE = /\.(?:tsx?|mdx?|json|ya?ml)$/;
const TEST_FILE = /\.test\.[^.]+$/;

/** A whole-line comment says something about the content, it is not content. */
function isCommentLine(line: string): boolean {
  return /^\s*(?:\/\/|\/\*|\*)/.test(line);
}

/** Splits a line of code from a trailing `// comment`, ignoring `//` inside strings (URLs). */
function splitComment(line: string): { code: string; comment: string } {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if (char === "/" && line[index + 1] === "/") {
      return { code: line.slice(0, index), comment: line.slice(index + 2) };
    }
  }
  return { code: line, comment: "" };
}

const STRING_LITERAL = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/;

function firstString(text: string): string | undefined {
  const match = STRING_LITERAL.exec(text);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Keys that name an item, in the order they are preferred for the report. */
const NAMING_KEY = /\b(?:title|name|citation|headline|publication)\s*:\s*["'`]/;

/** For a `sample: true` flag, the item it belongs to: its name, title or citation. */
function describeFlaggedItem(lines: readonly string[], index: number): string | undefined {
  let start = index;
  while (start > 0 && start > index - 20 && !splitComment(lines[start]!).code.includes("{")) start--;
  const item = lines.slice(start, index + 1).map((line) => splitComment(line).code);
  const named = item.find((code) => NAMING_KEY.test(code));
  if (named) return firstString(named.slice(named.search(NAMING_KEY)));
  for (const code of item) {
    const found = firstString(code);
    if (found) return found;
  }
  return undefined;
}

function shorten(text: string, max = 90): string {
  const single = text.trim().replace(/\s+/g, " ");
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}

export function findPlaceholdersInText(file: string, text: string): Finding[] {
  const lines = text.split(/\r?\n/);
  const findings: Finding[] = [];
  // A translation says so in its opening comment: the file is listed once, at that line. Only a
  // comment counts, so the module that defines the marker (content/translation.ts) is not listed.
  const review = lines.findIndex((line) => isCommentLine(line) && line.includes(TRANSLATION_REVIEW_MARKER));
  if (review !== -1) {
    findings.push({
      file,
      line: review + 1,
      reasons: ["translation awaiting the firm's review"],
      excerpt: TRANSLATION_REVIEW_MARKER,
    });
  }
  lines.forEach((line, index) => {
    if (isCommentLine(line)) return;
    const { code, comment } = splitComment(line);
    const reasons = RULES.filter((rule) => rule.matches(code, comment)).map((rule) => rule.reason);
    if (reasons.length === 0) return;
    const excerpt = SAMPLE_FLAG.test(code)
      ? describeFlaggedItem(lines, index)
      : AWAITING_CONFIRMATION_TEXT.exec(code)?.[0];
    findings.push({ file, line: index + 1, reasons, excerpt: shorten(excerpt ?? code) });
  });
  return findings;
}

async function contentFiles(root: string, folder = root): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return contentFiles(root, full);
      return CONTENT_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat().sort();
}

/** Every placeholder in the content files under `root`, in file and line order. */
export async function findPlaceholders(root: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of await contentFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    findings.push(...findPlaceholdersInText(relative, await readFile(file, "utf8")));
  }
  return findings;
}

/** The report printed by `npm run check:launch`. */
export function formatReport(findings: readonly Finding[], checked: string): string {
  if (findings.length === 0) return `Launch check: no placeholders left in ${checked}.`;
  const lines = [
    `Launch check: ${findings.length} placeholder${findings.length === 1 ? "" : "s"} left in ${checked}.`,
    "Replace each with the firm's own (and remove its sample flag or note), then run again.",
  ];
  let current: string | undefined;
  for (const finding of findings) {
    if (finding.file !== current) {
      current = finding.file;
      lines.push("", `${checked}/${finding.file}`);
    }
    lines.push(`  ${String(finding.line).padStart(4)}  ${finding.reasons.join("; ")}: ${finding.excerpt}`);
  }
  return lines.join("\n");
}
