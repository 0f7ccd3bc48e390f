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
  "sign-out": "sign-out.ts",
} as const;

/** Office URLs answered without the office's page frame. */
export const OFFICE_RESOURCES = { "export.csv": "export.ts" } as const;

const pattern = (path: string) => path.replaceAll(".", "\\.").replace(/:[^/]+/g, "[^/]+");
const OFFICE_PATH = new RegExp(
  `^/office(?:/(?:${[...Object.keys(OFFICE_PAGES), ...Object.keys(OFFICE_RESOURCES)].filter(Boolean).map(pattern).join("|")}))?$`,
);

/** Whether React Router has an office route for this path (anything else under /office is the 404 page). */
export function isOfficePath(path: string): boolean {
  return OFFICE_PATH.test(path);
}
