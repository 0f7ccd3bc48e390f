import { firm } from "~/content/firm";

/** Every office page: its title, never indexed, and no Referer (a sign-in link's token must not leak). */
export function officeMeta(title: string) {
  return [
    { title: `${title} | Office | ${firm.shortName}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
