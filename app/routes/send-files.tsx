import type { Route } from "./+types/send-files";
import { SendFilesPage } from "~/components/pages/send-files-page";
import { useWords, wordsFor } from "~/editions/words";
import type { PageIsland } from "~/islands/islands";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";
import { useFirm } from "~/lib/site-text";

/** Sending files is an island of its own, on this page only: no other page loads its code. */
export const handle = { island: "send-files" satisfies PageIsland };

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  return seo({
    site,
    ...read("evidence-upload").sendFilesCopy.meta,
    path: localizedPath("/send-files", language),
    noindex: true,
  });
};

export default function SendFilesRoute() {
  const words = useWords();
  const firm = useFirm();
  return (
    <SendFilesPage
      copy={words.read("evidence-upload").sendFilesCopy}
      language={words.language}
      phone={firm.phone.display}
    />
  );
}
