import { Fragment } from "react";
import type { TextRun } from "../../server/office/highlight";

/** Text a search matched, its matching words marked: every run is text, whatever the visitor typed. */
export function Runs({ runs }: { runs: readonly TextRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.match ? <mark key={index}>{run.text}</mark> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}
