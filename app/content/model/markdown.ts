/**
 * The small Markdown the firm may write in its longer texts: paragraphs (a blank line between
 * them), lists ("- " or "1. " at the start of each line), *emphasis*, **strong** and
 * [links](https://…), whose address may only be https:, tel:, mailto: or a page of this site
 * ("/deadlines", "/es/deadlines#claim": a path, never "//host"). Nothing else is
 * markup: HTML, headings, images and a link to any other address are the letters typed, and the
 * page shows them as such (./markdown-view.tsx renders React elements, never raw HTML).
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "em" | "strong"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block = { type: "paragraph"; children: Inline[] } | { type: "list"; ordered: boolean; items: Inline[][] };

const SAFE_LINK = /^(?:https:\/\/[^\s/]+[^\s]*|tel:\+?[\d-]{3,20}|mailto:[^\s@]+@[^\s@]+)$/i;

/** A page of this site: lowercase path segments and an optional anchor, never "//host" or "/../". */
const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/;

export function isSafeLink(href: string): boolean {
  return SITE_PATH.test(href) || (SAFE_LINK.test(href) && URL.canParse(href));
}

const BULLET = /^\s*[-*]\s+/;
const NUMBER = /^\s*\d{1,3}\.\s+/;

/** The blocks of a text: paragraphs and lists, in order. */
export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const lines = chunk.split("\n").filter((line) => line.trim() !== "");
    if (lines.length === 0) continue;
    const bullets = lines.every((line) => BULLET.test(line));
    const numbers = !bullets && lines.every((line) => NUMBER.test(line));
    if (bullets || numbers) {
      const marker = bullets ? BULLET : NUMBER;
      blocks.push({
        type: "list",
        ordered: numbers,
        items: lines.map((line) => parseInline(line.replace(marker, "").trim())),
      });
    } else {
      blocks.push({ type: "paragraph", children: parseInline(lines.map((line) => line.trim()).join(" ")) });
    }
  }
  return blocks;
}

/** Emphasis, strong and links inside a paragraph or a list item; everything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ type: "text", text: plain });
    plain = "";
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "\\" && index + 1 < text.length && /[\\*_[\]()]/.test(text[index + 1]!)) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (char === "*" && text[index + 1] === "*") {
      const end = text.indexOf("**", index + 2);
      if (end > index + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    }
    if ((char === "*" || char === "_") && text[index + 1] !== char && text[index + 1] !== " ") {
      const end = text.indexOf(char, index + 1);
      if (end > index + 1 && text[end - 1] !== " ") {
        flush();
        out.push({ type: "em", children: parseInline(text.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    if (char === "[") {
      const close = text.indexOf("](", index + 1);
      const end = close === -1 ? -1 : text.indexOf(")", close + 2);
      if (close > index + 1 && end !== -1) {
        const href = text.slice(close + 2, end).trim();
        if (isSafeLink(href)) {
          flush();
          out.push({ type: "link", href, children: parseInline(text.slice(index + 1, close)) });
          index = end + 1;
          continue;
        }
      }
    }
    plain += char;
    index++;
  }
  flush();
  return out;
}

/**
 * A text as its letters: a backslash before each character the Markdown would read as markup
 * (emphasis, a link, a list at the start). A lone bracket is a letter already.
 */
export function escapeMarkdown(text: string): string {
  const escaped = text.replace(/[\\*_]/g, (char) => `\\${char}`);
  return (escaped.includes("](") ? escaped.replace(/[[\]]/g, (char) => `\\${char}`) : escaped).replace(
    /^(\s*)([-*]|\d{1,3}\.)(\s)/,
    "$1\\$2$3",
  );
}

/**
 * The first version's paragraphs and lists (the content modules write a list as an array of
 * items) as the Markdown the editor shows.
 */
export function blocksToMarkdown(blocks: readonly (string | readonly string[])[]): string {
  return blocks
    .map((block) =>
      typeof block === "string" ? escapeMarkdown(block) : block.map((item) => `- ${escapeMarkdown(item)}`).join("\n"),
    )
    .join("\n\n");
}

/** The words a reader reads, without the markup: for counting and for the rules. */
export function plainText(text: string): string {
  const inline = (nodes: Inline[]): string =>
    nodes.map((node) => (node.type === "text" ? node.text : inline(node.children))).join("");
  return parseMarkdown(text)
    .map((block) => (block.type === "paragraph" ? inline(block.children) : block.items.map(inline).join("\n")))
    .join("\n\n");
}
