import { data } from "react-router";
import type { Route } from "./+types/file";
import { requireSession } from "~/office/context.server";
import { evidenceCopy as copy } from "~/office/evidence-copy";
import { CustodyFacts, filePaths } from "~/office/evidence-files";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta(copy.fileTitle);

export async function loader({ context, params }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const file = await office.evidence.file(session, params.id, params.file);
  if (!file) throw data(null, { status: 404 });
  return { file, requestId: params.id };
}

/** One file a visitor sent: played or shown in place where a browser can, its custody facts, its original. */
export default function FilePage({ loaderData }: Route.ComponentProps) {
  const { file, requestId } = loaderData;
  const paths = filePaths(requestId, file.id);
  return (
    <div className="office-stack">
      <p>
        <a href={`/office/requests/${requestId}#files`}>{copy.back}</a>
      </p>
      <h1 className="office-file-title">{file.name}</h1>
      <div className="office-card office-viewer">
        {file.playable && file.kind === "video" ? (
          <video controls preload="metadata" src={paths.content} aria-label={file.name} />
        ) : file.playable && file.kind === "audio" ? (
          <audio controls preload="metadata" src={paths.content} aria-label={file.name} />
        ) : file.playable && file.kind === "photo" ? (
          <img src={paths.content} alt={file.name} />
        ) : (
          <p className="office-muted">{file.state === "received" ? copy.noPreview : copy.receiving(0)}</p>
        )}
      </div>
      {file.state === "received" ? (
        <p>
          <a className="office-button" href={paths.download}>
            {copy.download}
          </a>
        </p>
      ) : null}
      <section aria-labelledby="office-file-facts">
        <h2 id="office-file-facts">{copy.details}</h2>
        <div className="office-card">
          <CustodyFacts file={file} />
        </div>
      </section>
      <p className="office-small office-muted">{copy.audited}</p>
    </div>
  );
}
