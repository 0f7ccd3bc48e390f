import { Link } from "react-router";
import type { ChecklistItem } from "./site.server";

const copy = {
  heading: "Your site still shows sample facts",
  intro:
    "Until these are replaced with the firm's own, the public site shows the sample firm. Each links to its field:",
  all: (count: number) => `Every one of them (${count}) on the Website page`,
};

/** The inbox's first-run checklist: the published site's sample facts, each linking to its field. */
export function SampleFacts({ items }: { items: readonly ChecklistItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="office-alert" aria-labelledby="sample-facts">
      <h2 id="sample-facts">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <ul className="office-named">
        {items.slice(0, 8).map((item, index) => (
          <li key={`${item.href}-${index}`}>
            <Link to={item.href}>
              {item.document}: {item.reason.toLowerCase()}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/office/site">{copy.all(items.length)}</Link>
      </p>
    </section>
  );
}
