import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/site-document";
import { documentById, rootField, type ContentDocument } from "~/content/model/documents";
import { leaves, pathKey } from "~/content/model/fields";
import { needsTranslation } from "~/content/model/snapshot";
import { wordsOf } from "~/editions/words";
import { formOf, queryOf, requireSession } from "~/office/context.server";
import { SiteDocumentQuerySchema } from "~/office/page-schemas.server";
import { officeTime } from "~/office/format";
import { officeMeta } from "~/office/meta";
import { Token } from "~/office/request-forms";
import { siteCopy } from "~/office/site/copy";
import { documentIdOf, documentSlug, inputId } from "~/office/site/editor-form";
import { FieldInput, type EditorState } from "~/office/site/field-editor";
import { siteLinks, TokenLegend } from "~/office/site/site-view";
import { imageChoices } from "~/office/site/site.server";
import { saveDocumentForm, type ShownForm } from "~/office/site/save.server";
import { MAX_SITE_FORM_BYTES } from "../../../server/office/form";

const copy = siteCopy.editor;

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = ({ loaderData }) => officeMeta(loaderData?.title ?? siteCopy.title);

function documentOf(slug: string | undefined): ContentDocument {
  const document = slug ? documentById(documentIdOf(slug)) : undefined;
  if (!document) throw data(null, { status: 404 });
  return document;
}

async function editorData(context: Route.LoaderArgs["context"], slug: string | undefined) {
  const { office, session } = await requireSession(context);
  const document = documentOf(slug);
  const state = await office.site.draftState();
  const stored = state.snapshot.documents[document.id]!;
  const draft = state.drafts.get(document.id);
  const uploads = await office.site.images.recent(60);
  return { office, session, document, state, stored, draft, uploads };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { session, document, state, stored, draft, uploads } = await editorData(context, params.document);
  const query = queryOf(SiteDocumentQuerySchema, request);
  return {
    id: document.id,
    title: document.title,
    csrf: session.csrf,
    revision: draft?.revision ?? 0,
    value: stored.value,
    reviewed: stored.reviewed === true,
    stale: needsTranslation(document, stored),
    confirmed: stored.confirmed ?? [],
    draft: draft ? { by: draft.updatedBy, at: officeTime(draft.updatedAt) } : null,
    images: imageChoices(document, uploads),
    tokens: wordsOf("en").site.tokens as Record<string, string>,
    notice: query.saved
      ? copy.saved(officeTime(Date.now()))
      : query.uploaded
        ? copy.image.uploaded
        : query.discarded
          ? copy.discarded
          : null,
    refused: query.refused,
    hasDraft: state.drafts.has(document.id),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { office, session } = await requireSession(context);
  const document = documentOf(params.document);
  const form = await formOf(request, MAX_SITE_FORM_BYTES);
  if (!office.formTokenValid(session, form.get("csrf"))) throw data("form token missing or wrong", { status: 403 });
  const page = `/office/site/edit/${documentSlug(document.id)}`;
  const result = await saveDocumentForm(office, session.email, document, form);
  if (result.kind === "discarded") return redirect(`${page}?discarded=1`);
  // Saved: a fresh page, so that a reload posts nothing twice.
  if (result.kind === "saved") return redirect(`${page}?saved=1`);
  return data(result.shown, { status: result.kind === "conflict" ? 409 : result.kind === "invalid" ? 400 : 200 });
}

export default function SiteDocument({ loaderData, actionData }: Route.ComponentProps) {
  const shown: ShownForm | null = actionData ?? null;
  const value = shown?.value ?? loaderData.value;
  const confirmed = new Set(shown?.stored.confirmed ?? loaderData.confirmed);
  const document = documentById(loaderData.id)!;
  const state: EditorState = {
    errors: shown?.errors ?? {},
    theirs: shown?.theirs ?? {},
    stale: new Set(loaderData.stale),
    samples: new Map((document.samples ?? []).map((sample) => [sample, confirmed.has(sample)])),
    images: loaderData.images,
  };
  const reviewed = shown?.stored.reviewed ?? loaderData.reviewed;
  const errorList = Object.entries(state.errors);
  const formId = "site-editor";
  const uploadForms = [...leaves(rootField(document), value)].filter((leaf) => leaf.field.kind === "image");
  const page = document.page;
  return (
    <>
      <p>
        <Link to="/office/site">{copy.back}</Link>
      </p>
      <div className="office-heading-row">
        <h1>{loaderData.title}</h1>
        {loaderData.draft ? (
          <p className="office-muted">{siteCopy.draftBy(loaderData.draft.by, loaderData.draft.at)}</p>
        ) : null}
      </div>
      <p className="office-muted">{document.summary}</p>
      {page ? (
        <p>
          <Link to={`/office/site/preview?page=${encodeURIComponent(page)}`}>{copy.previewLink}</Link>
        </p>
      ) : null}
      <div aria-live="polite" id="site-status">
        {loaderData.notice || shown?.notice ? (
          <p className="office-notice">{shown?.notice ?? loaderData.notice}</p>
        ) : null}
      </div>
      {loaderData.refused ? (
        <div className="office-alert" role="alert">
          <p>
            <strong>{siteCopy.images.refused}</strong> {loaderData.refused}
          </p>
        </div>
      ) : null}
      {shown?.conflict ? (
        <div className="office-alert" role="alert">
          <p>{shown.conflict}</p>
        </div>
      ) : null}
      {errorList.length > 0 ? (
        <div className="office-alert" role="alert">
          <p>
            <strong>{copy.notSaved}</strong> {copy.errors(errorList.length)}
          </p>
          <ul>
            {errorList.slice(0, 20).map(([name, message]) => (
              <li key={name}>
                <a href={`#${inputId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {document.oneLanguage ? null : <TokenLegend values={loaderData.tokens} />}
      <form method="post" className="site-form" id={formId} data-autosave="/office/site/autosave" noValidate>
        <Token csrf={loaderData.csrf} />
        <input type="hidden" name="revision" value={shown?.revision ?? loaderData.revision} />
        <input type="hidden" name="document" value={loaderData.id} />
        <FieldInput field={rootField(document)} path={[]} value={value} state={state} top />
        {document.oneLanguage ? null : (
          <div className="office-check">
            <input type="hidden" name="spanish-reviewed" value="false" />
            <input
              id="spanish-reviewed"
              type="checkbox"
              name="spanish-reviewed"
              value="true"
              defaultChecked={reviewed}
            />
            <label htmlFor="spanish-reviewed">{copy.reviewed}</label>
          </div>
        )}
        <div className="site-savebar">
          <button className="office-button" type="submit">
            {copy.save}
          </button>
          <span className="office-muted office-small" data-autosave-status="true" aria-live="polite" />
        </div>
      </form>
      {uploadForms.map((leaf) => (
        <form
          key={pathKey(leaf.path)}
          id={`upload-${inputId(pathKey(leaf.path))}`}
          method="post"
          action="/office/site/images"
          encType="multipart/form-data"
        >
          <Token csrf={loaderData.csrf} />
          <input type="hidden" name="document" value={loaderData.id} />
          <input type="hidden" name="field" value={pathKey(leaf.path)} />
          <input type="hidden" name="revision" value={shown?.revision ?? loaderData.revision} />
        </form>
      ))}
      {loaderData.hasDraft ? (
        <form method="post" className="office-row">
          <Token csrf={loaderData.csrf} />
          <input type="hidden" name="intent" value="discard" />
          <button className="office-button office-button-quiet" type="submit">
            {copy.discard}
          </button>
        </form>
      ) : null}
      <script src="/office-autosave.js" defer />
    </>
  );
}
