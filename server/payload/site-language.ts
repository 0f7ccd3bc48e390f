/** Set by the endpoint (withSiteLanguage) on a request sent from the Spanish pages; not a payload field. */
export const SITE_LANGUAGE_KEY = "siteLanguage";
