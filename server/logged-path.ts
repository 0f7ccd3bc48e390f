import { bookingPath } from "./agenda/self-booking";
import { answerPath } from "./answer/service";
import { FEED_LOG_PATH, isFeedPath } from "./office/calendar-feed";

/** The pages a visitor's link opens with its credential in the path, before it moves into a cookie. */
const LINK_PAGES = (["en", "es"] as const).flatMap((language) => [answerPath(language), bookingPath(language)]);

/**
 * A request's path as the log keeps it. Some addresses are their own credential: a calendar
 * feed's secret, the token of a link to answer the office or to pick a time. The log names the
 * page, never the credential, so that reading the logs gives no one a visitor's page.
 */
export function loggedPath(path: string): string {
  if (isFeedPath(path)) return FEED_LOG_PATH;
  const page = LINK_PAGES.find((candidate) => path.startsWith(`${candidate}/`));
  return page ? `${page}/[token]` : path;
}
