import { redirect } from "react-router";
import type { Route } from "./+types/site-interface";
import { wordsOf } from "~/editions/words";
import { requireFormSession, requireSession } from "~/office/context.server";
import { officeMeta } from "~/office/meta";
import { Token } from "~/office/request-forms";
import { siteCopy } from "~/office/site/copy";
import { SitePageHead, siteLinks } from "~/office/site/site-view";
import { INTERFACE_DRAFT } from "../../../server/content/service";

const copy = siteCopy.interfacePage;

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => officeMeta(copy.title);

/** The site's own words: the form, the widget, the photo tool, the validation messages, the menus. */
const MODULES = [
  ["case-evaluation", "Case-evaluation form"],
  ["contact-request-messages", "Messages under the form's fields"],
  ["message-widget", "Message widget"],
  ["photo-enhancement", "Photo tool"],
] as const;

/** Every text of a module's value, English beside Spanish, by the same path. */
function pairs(en: unknown, es: unknown, path = ""): { path: string; en: string; es: string }[] {
  if (typeof en === "string") return [{ path, en, es: typeof es === "string" ? es : "" }];
  if (en && typeof en === "object" && !Array.isArray(en)) {
    return Object.entries(en).flatMap(([key, value]) =>
      pairs(value, (es as Record<string, unknown> | undefined)?.[key], path ? `${path}.${key}` : key),
    );
  }
  if (Array.isArray(en))
    return en.flatMap((value, index) => pairs(value, (es as unknown[] | undefined)?.[index], `${path}.${index + 1}`));
  return [];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const state = await office.site.draftState();
  const english = wordsOf("en");
  const spanish = wordsOf("es");
  const groups: { title: string; texts: ReturnType<typeof pairs> }[] = MODULES.map(([name, title]) => ({
    title,
    texts: pairs(english.read(name), spanish.read(name)),
  }));
  groups.push({
    title: "Menus, header and footer",
    texts: pairs(
      { header: english.site.header, footer: english.site.footer, navigation: english.site.navigation },
      { header: spanish.site.header, footer: spanish.site.footer, navigation: spanish.site.navigation },
    ),
  });
  return {
    csrf: session.csrf,
    reviewed: state.snapshot.interfaceReviewed === true,
    revision: state.drafts.get(INTERFACE_DRAFT)?.revision ?? 0,
    groups,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  await office.siteOnce(session, once, async () => {
    const saved = await office.site.saveInterfaceReviewed(
      session.email,
      form.getAll("reviewed").at(-1) === "true",
      Number(form.get("revision")) || 0,
    );
    return { result: saved ? "saved" : "raced", done: saved };
  });
  return redirect("/office/site/interface");
}

export default function SiteInterface({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SitePageHead title={copy.title} intro={copy.intro} />
      <form method="post" className="office-row">
        <Token csrf={loaderData.csrf} />
        <input type="hidden" name="revision" value={loaderData.revision} />
        <div className="office-check">
          <input type="hidden" name="reviewed" value="false" />
          <input
            id="interface-reviewed"
            type="checkbox"
            name="reviewed"
            value="true"
            defaultChecked={loaderData.reviewed}
          />
          <label htmlFor="interface-reviewed">{copy.reviewed}</label>
        </div>
        <button className="office-button" type="submit">
          {copy.save}
        </button>
      </form>
      {loaderData.groups.map((group) => (
        <details key={group.title} className="office-panel">
          <summary>
            <strong>{group.title}</strong>
          </summary>
          <table className="site-table">
            <thead>
              <tr>
                <th scope="col">{siteCopy.editor.english}</th>
                <th scope="col">{siteCopy.editor.spanish}</th>
              </tr>
            </thead>
            <tbody>
              {group.texts.map((text) => (
                <tr key={text.path}>
                  <td>{text.en}</td>
                  <td lang="es">{text.es}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </>
  );
}
