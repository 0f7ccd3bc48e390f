/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site, used for canonical URLs (build time). */
  readonly SITE_URL?: string;
  /** Public anonymous key sent as a bearer token to the contact endpoint (build time). */
  readonly PUBLIC_ANON_KEY?: string;
  /** Origin of the backend that hosts /functions/v1/*; defaults to the page's own origin. */
  readonly PUBLIC_BACKEND_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
