import type { Triage } from "../../server/office/request-facts";
import { urgencyOf } from "~/lib/deadlines";
import { officeCopy } from "./copy";
import { dayWords, daysLeftWords } from "./words";

const copy = officeCopy.triage;

const TONE = { passed: "bad", urgent: "bad", soon: "wait", later: "plain" } as const;

/** A limit's days left, in words, with a colour that repeats them; its date too unless `short`. */
export function DeadlineTag({
  date,
  daysLeft,
  label,
  short = false,
}: {
  date: string;
  daysLeft: number;
  label?: string;
  short?: boolean;
}) {
  return (
    <span className={`office-tag office-tag-${TONE[urgencyOf(daysLeft)]}`}>
      {label ? `${label}: ` : ""}
      {short ? null : (
        <>
          <time dateTime={date}>{dayWords(date)}</time>,{" "}
        </>
      )}
      {daysLeftWords(daysLeft)}
    </span>
  );
}

/** The incident date and how long is left for the claim and the lawsuit, short, for the inbox's list. */
export function IncidentCell({ triage }: { triage: Triage }) {
  if (!triage.incidentGiven) return <span className="office-muted">{copy.noIncidentDate}</span>;
  if (!triage.deadlines || !triage.incidentDay) return <span>{triage.incidentGiven}</span>;
  return (
    <>
      <time dateTime={triage.incidentDay}>{dayWords(triage.incidentDay)}</time>{" "}
      <span className="office-deadlines">
        <DeadlineTag {...triage.deadlines.claim} label={copy.claimShort} short />{" "}
        <DeadlineTag {...triage.deadlines.suit} label={copy.suitShort} short />
      </span>
    </>
  );
}
