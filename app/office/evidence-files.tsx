import type { OfficeFile } from "../../server/office/service";
import { evidenceCopy as copy, officeDuration, officeSize } from "./evidence-copy";
import { Token, When } from "./request-forms";

/** Where a file's page and its bytes are. */
export const filePaths = (requestId: string, fileId: string) => {
  const page = `/office/requests/${requestId}/files/${fileId}`;
  return { page, content: `${page}/content`, download: `${page}/download` };
};

/** Type, size, length and dimensions, as one line. */
export function FileLine({ file }: { file: OfficeFile }) {
  const parts = [
    file.mediaType ?? copy.waitingType,
    officeSize(file.size),
    file.durationMs !== null ? officeDuration(file.durationMs) : null,
    file.width && file.height ? `${file.width} × ${file.height}` : null,
  ].filter(Boolean);
  return <span className="office-muted">{parts.join(" · ")}</span>;
}

/** The custody facts of one file. */
export function CustodyFacts({ file }: { file: OfficeFile }) {
  const { facts } = copy;
  return (
    <dl className="office-fields office-custody">
      <div className="office-field">
        <dt>{facts.type}</dt>
        <dd>{file.mediaType ?? copy.waitingType}</dd>
      </div>
      <div className="office-field">
        <dt>{facts.size}</dt>
        <dd>
          {officeSize(file.size)} ({file.size.toLocaleString("en-US")} bytes)
        </dd>
      </div>
      {file.durationMs !== null ? (
        <div className="office-field">
          <dt>{facts.duration}</dt>
          <dd>{officeDuration(file.durationMs)}</dd>
        </div>
      ) : null}
      {file.width && file.height ? (
        <div className="office-field">
          <dt>{facts.dimensions}</dt>
          <dd>
            {file.width} × {file.height}
          </dd>
        </div>
      ) : null}
      <div className="office-field">
        <dt>{facts.began}</dt>
        <dd>
          <When at={file.createdAt} />
        </dd>
      </div>
      <div className="office-field">
        <dt>{facts.receivedAt}</dt>
        <dd>
          {file.receivedAt !== null ? (
            <When at={file.receivedAt} />
          ) : (
            copy.receiving(Math.floor(((file.receivedBytes ?? 0) / Math.max(1, file.size)) * 100))
          )}
        </dd>
      </div>
      <div className="office-field">
        <dt>{facts.sha256}</dt>
        <dd>
          <code className="office-code office-hash">{file.sha256 ?? "…"}</code>
        </dd>
      </div>
    </dl>
  );
}

/** On a request's page: every file the visitor sent, with its thumbnail, its facts and its links. */
export function EvidenceFiles({
  requestId,
  files,
  csrf,
  canReply,
  language,
  linkHours,
  linkSent,
}: {
  requestId: string;
  files: OfficeFile[];
  csrf: string;
  canReply: boolean;
  language: "en" | "es";
  linkHours: number;
  linkSent: boolean;
}) {
  return (
    <section aria-labelledby="office-files" id="files">
      <h2 id="office-files">{copy.heading}</h2>
      <div className="office-card office-stack">
        {files.length === 0 ? (
          <p className="office-muted">{copy.none}</p>
        ) : (
          <>
            <p className="office-small office-muted">{copy.intro}</p>
            <ul className="office-files">
              {files.map((file) => {
                const paths = filePaths(requestId, file.id);
                return (
                  <li key={file.id} className="office-file">
                    {file.thumbnail ? (
                      <img className="office-thumb" src={file.thumbnail} alt="" width={96} height={72} />
                    ) : (
                      <span className="office-thumb office-thumb-none" aria-hidden="true">
                        {copy.kinds[file.kind]}
                      </span>
                    )}
                    <div className="office-file-facts">
                      <p className="office-file-name">
                        <a href={paths.page}>{file.name}</a>{" "}
                        <span
                          className={
                            file.state === "received" ? "office-tag office-tag-ok" : "office-tag office-tag-wait"
                          }
                        >
                          {file.state === "received"
                            ? copy.received
                            : copy.receiving(Math.floor(((file.receivedBytes ?? 0) / Math.max(1, file.size)) * 100))}
                        </span>
                      </p>
                      <p>
                        {copy.kinds[file.kind]} · <FileLine file={file} />
                      </p>
                      {file.sha256 ? (
                        <p className="office-small">
                          {copy.facts.sha256} <code className="office-code office-hash">{file.sha256}</code>
                        </p>
                      ) : null}
                      {file.state === "received" ? (
                        <p className="office-file-links">
                          <a href={paths.page}>{file.playable ? copy.open[file.kind] : copy.details}</a>
                          <a href={paths.download}>{copy.download}</a>
                        </p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            <p>
              <a href={`/office/requests/${requestId}/custody.csv`}>{copy.custody}</a>
            </p>
          </>
        )}
        {linkSent ? (
          <p className="office-notice" role="status">
            {copy.link.sent}
          </p>
        ) : null}
        <form method="post" className="office-stack" aria-labelledby="office-upload-link">
          <h3 id="office-upload-link" className="office-label">
            {copy.link.heading}
          </h3>
          <p className="office-small office-muted">{canReply ? copy.link.intro(linkHours) : copy.link.noEmail}</p>
          {canReply ? (
            <div className="office-inline-form">
              <Token csrf={csrf} />
              <input type="hidden" name="intent" value="upload_link" />
              <label className="office-sr" htmlFor="office-upload-link-language">
                {copy.link.language}
              </label>
              <select className="office-input" id="office-upload-link-language" name="language" defaultValue={language}>
                <option value="en">English</option>
                <option value="es">Español</option>
              </select>
              <button className="office-button office-button-quiet" type="submit">
                {copy.link.submit}
              </button>
            </div>
          ) : null}
        </form>
      </div>
    </section>
  );
}
