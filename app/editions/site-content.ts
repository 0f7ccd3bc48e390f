/**
 * One version of the site's content as the pages read it: each content module of each edition
 * with the version's documents laid over it, the firm's facts filled into every placeholder, and
 * every image reference resolved into the files a page names. Built once per version (the
 * server renders every page of a published version with one) and read by ~/editions/words.
 */
import { addressOneLine, type Firm } from "~/content/firm";
import { CONTENT_MODULES } from "~/content/model/first-version.server";
import { documentById, rootField } from "~/content/model/documents";
import type { ImageRef } from "~/content/model/fields";
import { localize, overlay, withDerivedFacts, type ContentSnapshot } from "~/content/model/snapshot";
import { fillTokens, fillTokensDeep, type TokenValues } from "~/content/model/tokens";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { siteTextOf, type SiteText } from "~/lib/site-text";
import type { Language } from "./editions";

/** What a page needs to draw an image it names: its files, its size. */
export type ImageResolver = (ref: ImageRef) => ResponsiveImage;

type Module = Record<string, unknown>;

export type SiteContent = {
  snapshot: ContentSnapshot;
  /** A content module of an edition, as the version has it. */
  read(language: Language, name: string): Module;
  /** The chrome's words and the firm's facts, as the layout and the islands take them. */
  site(language: Language): SiteText;
  tokens(language: Language): TokenValues;
};

function isImageSource(value: unknown): value is { ref: ImageRef } & Module {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const ref = (value as { ref?: unknown }).ref;
  return typeof ref === "object" && ref !== null && ("builtin" in ref || "upload" in ref);
}

/** Every image reference of a module's exports replaced by the image itself, its other keys (alt, sizes) kept. */
function resolveImages(value: unknown, resolve: ImageResolver): unknown {
  if (isImageSource(value)) {
    const { ref, ...rest } = value;
    return { ...resolve(ref), ...rest };
  }
  if (Array.isArray(value)) return value.map((item) => resolveImages(item, resolve));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveImages(item, resolve)]));
  }
  return value;
}

export function createSiteContent(snapshot: ContentSnapshot, resolveImage: ImageResolver): SiteContent {
  const laid = new Map<string, Module>();
  const filled = new Map<string, Module>();
  const sites = new Map<Language, SiteText>();
  const tokenValues = new Map<Language, TokenValues>();

  /** The module with the version's document over it, placeholders not yet filled. */
  function laidOver(language: Language, name: string): Module {
    const key = `${language}:${name}`;
    let module = laid.get(key);
    if (module) return module;
    const base = CONTENT_MODULES[language][name];
    if (!base) throw new Error(`the "${language}" edition has no content module "${name}"`);
    const document = documentById(name);
    const stored = document && snapshot.documents[document.id];
    module = stored
      ? (overlay({ ...base }, localize(rootField(document), stored.value, language)) as Module)
      : { ...base };
    module = withDerivedFacts(name, module);
    laid.set(key, module);
    return module;
  }

  function tokens(language: Language): TokenValues {
    let values = tokenValues.get(language);
    if (values) return values;
    const { firm } = laidOver(language, "firm") as { firm: Firm };
    const shared = laidOver(language, "shared") as {
      firmText: Record<string, string>;
      messageConfidentiality: string;
      feeTerms: string;
      spanishService?: (facts: Firm) => {
        text: string;
        greeting: string;
        answersInSpanish: boolean;
      };
    };
    const spanish = shared.spanishService?.(firm);
    const facts: TokenValues = {
      firm: firm.name,
      attorney: firm.attorney.name,
      phone: firm.phone.display,
      email: firm.email,
      city: firm.address.city,
      since: String(firm.servingSince),
      "copyright year": String(firm.copyrightYear),
      address: addressOneLine(firm.address),
      area: "",
      "attorney title": "",
      hours: "",
      tagline: "",
      confidentiality: "",
      "fee terms": "",
      "who speaks spanish": spanish?.text ?? "",
      "spanish greeting": spanish?.greeting ?? "",
      "in spanish": spanish?.answersInSpanish ? " en español" : "",
    };
    // The words a placeholder stands for may name the facts, never each other.
    const words = (text: string | undefined) => fillTokens(text ?? "", facts);
    values = {
      ...facts,
      area: words(shared.firmText.areaServed),
      "attorney title": words(shared.firmText.attorneyTitle),
      hours: words(shared.firmText.hours),
      tagline: words(shared.firmText.tagline),
      confidentiality: words(shared.messageConfidentiality),
      "fee terms": words(shared.feeTerms),
    };
    tokenValues.set(language, values);
    return values;
  }

  function read(language: Language, name: string): Module {
    const key = `${language}:${name}`;
    let module = filled.get(key);
    if (module) return module;
    module = resolveImages(
      fillTokensDeep(derived(language, name, laidOver(language, name)), tokens(language)),
      resolveImage,
    ) as Module;
    filled.set(key, module);
    return module;
  }

  /** Exports a module computes from its own values when it loads: computed again from the version's. */
  function derived(language: Language, name: string, module: Module): Module {
    if (name === "opinions") {
      return {
        ...module,
        publishedOpinions: (module.opinions as { citation: string }[]).map((opinion) => opinion.citation),
      };
    }
    if (name === "shared" && typeof module.spanishService === "function") {
      const { firm } = laidOver(language, "firm") as { firm: Firm };
      return { ...module, languageService: module.spanishService(firm) };
    }
    return module;
  }

  function site(language: Language): SiteText {
    let text = sites.get(language);
    if (text) return text;
    const { firm } = read(language, "firm") as { firm: Firm };
    text = siteTextOf(language, {
      layout: read(language, "layout") as never,
      navigation: read(language, "navigation") as never,
      shared: read(language, "shared") as never,
      launcher: read(language, "message-widget-launcher") as never,
      firm,
      tokens: tokens(language),
    });
    sites.set(language, text);
    return text;
  }

  return { snapshot, read, site, tokens };
}
