import { Link } from "react-router";
import { TOKENS } from "~/content/model/tokens";
import siteCss from "./site.css?url";
import { siteCopy } from "./copy";
import type { ChecklistItem } from "./site.server";

/** The office's stylesheet and the site editor's own. */
export const siteLinks = () => [{ rel: "stylesheet", href: siteCss }];

/** The head of a page the site's overview leads to: the way back to it, the page's title and what it is for. */
export function SitePageHead({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <p>
        <Link to="/office/site">{siteCopy.editor.back}</Link>
      </p>
      <h1>{title}</h1>
      <p>{intro}</p>
    </>
  );
}

/** The launch list: each item linking to its field. */
export function Checklist({ items, limit }: { items: readonly ChecklistItem[]; limit: number }) {
  return (
    <ul className="site-checklist">
      {items.slice(0, limit).map((item, index) => (
        <li key={`${item.href}-${index}`}>
          <Link to={item.href}>
            <span className="site-checklist-where">
              {item.document}
              {item.language ? ` (${item.language})` : ""}
            </span>{" "}
            <span className="office-tag office-tag-plain">{item.reason}</span>
          </Link>
          <span className="office-muted office-small"> {item.message}</span>
        </li>
      ))}
      {items.length > limit ? <li className="office-muted">{siteCopy.checklist.more(items.length - limit)}</li> : null}
    </ul>
  );
}

/** The placeholders a text may name, with what each stands for now. */
export function TokenLegend({ values }: { values: Record<string, string> }) {
  return (
    <details className="site-tokens">
      <summary>{siteCopy.editor.tokensHeading}</summary>
      <p className="office-small">{siteCopy.editor.tokensIntro}</p>
      <dl>
        {Object.entries(TOKENS).map(([token, meaning]) => (
          <div key={token}>
            <dt>
              <code className="office-code">{`{${token}}`}</code>
            </dt>
            <dd>
              {meaning}: <span className="office-muted">{values[token] ?? ""}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
