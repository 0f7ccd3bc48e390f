import { Fragment } from "react";
import { parseMarkdown, type Inline } from "./markdown";

/** The text of a paragraph or item: React text and elements, so nothing the firm typed becomes HTML. */
function Inlines({ nodes, linkClassName }: { nodes: Inline[]; linkClassName?: string }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "em":
        return (
          <em key={index}>
            <Inlines nodes={node.children} linkClassName={linkClassName} />
          </em>
        );
      case "strong":
        return (
          <strong key={index}>
            <Inlines nodes={node.children} linkClassName={linkClassName} />
          </strong>
        );
      case "link":
        return (
          <a key={index} href={node.href} className={linkClassName}>
            <Inlines nodes={node.children} linkClassName={linkClassName} />
          </a>
        );
    }
  });
}

/** A text of the Markdown subset (./markdown.ts) as paragraphs and lists. */
export function Markdown({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return parseMarkdown(text).map((block, index) => {
    if (block.type === "paragraph") {
      return (
        <p key={index}>
          <Inlines nodes={block.children} linkClassName={linkClassName} />
        </p>
      );
    }
    const items = block.items.map((item, itemIndex) => (
      <li key={itemIndex}>
        <Inlines nodes={item} linkClassName={linkClassName} />
      </li>
    ));
    return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
  });
}
