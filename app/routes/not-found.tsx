import { data } from "react-router";

/** Any path no other route matches: answers 404, rendered by the root ErrorBoundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
