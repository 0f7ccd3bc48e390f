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
} as const;

/** Office URLs answered without the office's page frame. */
export const OFFICE_RESOURCES = { "export.csv": "export.ts", "dashboard.csv": "dashboard-csv.ts" } as const;

/** The office pages whose forms post to themselves (their route modules have an action); no other takes a POST. */
export const OFFICE_FORMS = [
  // The inbox's search: its words go in the body, kept on the server under a view's id.
  "",
  "sign-in",
  "link",
  "requests/:id",
  "sign-out",
] as const satisfies readonly (keyof typeof OFFICE_PAGES)[];

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
