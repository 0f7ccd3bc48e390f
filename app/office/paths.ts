/**
 * The office's pages under /office, each with its route module (app/routes/office/): one list
 * that app/routes.ts declares and the server matches, so the two cannot drift apart.
 */
export const OFFICE_PAGES = {
  "": "inbox.tsx",
  "sign-in": "sign-in.tsx",
  link: "link.tsx",
  "requests/:id": "request.tsx",
  audit: "audit.tsx",
  dashboard: "dashboard.tsx",
  "sign-out": "sign-out.ts",
  new: "new-lead.tsx",
  bulk: "bulk.ts",
  agencies: "agencies.tsx",
  "requests/:id/files/:file": "file.tsx",
  // The site editor: the firm's content, drafted, previewed, published (app/office/site/).
  site: "site.tsx",
  "site/edit/:document": "site-document.tsx",
  "site/preview": "site-preview.tsx",
  "site/history": "site-history.tsx",
  "site/versions/:number": "site-version.tsx",
  "site/interface": "site-interface.tsx",
  "site/images": "site-images.tsx",
  // What is due, and when (issue 34): the signed-in person's tasks and the deadlines nobody owns.
  today: "today.tsx",
  // The weekly hours and length visitors pick a consultation from, and the switch (issue 34).
  scheduling: "scheduling.tsx",
} as const;

/** Office URLs answered without the office's page frame. */
export const OFFICE_RESOURCES = {
  "export.csv": "export.ts",
  "dashboard.csv": "dashboard-csv.ts",
  // A file a visitor sent: shown in place, and its original for download (Range, no cache).
  "requests/:id/files/:file/content": "file-content.ts",
  "requests/:id/files/:file/download": "file-download.ts",
  "requests/:id/custody.csv": "custody-csv.ts",
  "site/autosave": "site-autosave.ts",
} as const;

/** The office pages whose forms post to themselves (their route modules have an action); no other takes a POST. */
export const OFFICE_FORMS = [
  // The inbox's search: its words go in the body, kept on the server under a view's id.
  "",
  "sign-in",
  "link",
  "requests/:id",
  "sign-out",
  "site",
  "site/edit/:document",
  "site/history",
  "site/interface",
  "site/images",
  "site/autosave",
  "new",
  "bulk",
  "agencies",
  "today",
  "scheduling",
] as const satisfies readonly (keyof typeof OFFICE_PAGES | keyof typeof OFFICE_RESOURCES)[];

const pattern = (path: string) => path.replaceAll(".", "\\.").replace(/:[^/]+/g, "[^/]+");
const OFFICE_PATH = new RegExp(
  `^/office(?:/(?:${[...Object.keys(OFFICE_PAGES), ...Object.keys(OFFICE_RESOURCES)].filter(Boolean).map(pattern).join("|")}))?$`,
);

/** Whether React Router has an office route for this path (anything else under /office is the 404 page). */
export function isOfficePath(path: string): boolean {
  return OFFICE_PATH.test(path);
}

const OFFICE_FORM_PATH = new RegExp(
  `^/office(?:${OFFICE_FORMS.map((path) => (path ? `/${pattern(path)}` : "")).join("|")})$`,
);

/** Whether this office path takes a form's POST. */
export function isOfficeFormPath(path: string): boolean {
  return OFFICE_FORM_PATH.test(path);
}
