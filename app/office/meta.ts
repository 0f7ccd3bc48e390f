import { wordsOf } from "~/editions/words";

/**
 * Every office page: its title, never indexed, and a Referer only to our own origin (a sign-in
 * link's token must not leak). Not "no-referrer": browsers then send "Origin: null" on form
 * posts, and the server refuses a post whose origin is not ours.
 */
export function officeMeta(title: string) {
  const { firm } = wordsOf("en").site;
  return [
    { title: `${title} | Office | ${firm.shortName}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "same-origin" },
  ];
}
