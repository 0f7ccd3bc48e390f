import { Link } from "react-router";
import type { TextRun } from "../../server/office/highlight";
import type { Matched } from "../../server/office/inbox";
import type { InboxItem, Reach } from "../../server/office/request-facts";
import { telHref } from "~/content/firm";
import { officeCopy } from "./copy";
import { DeliveryTag } from "./delivery";
import { isoTime, officeTime } from "./format";
import { Runs } from "./runs";
import { IncidentCell } from "./triage";
import { ageWords } from "./words";

const copy = officeCopy.inbox;
const columns = copy.columns;

/** Read before each cell by a screen reader, where the column headings are not announced. */
function Label({ children }: { children: string }) {
  return <span className="office-sr">{children}: </span>;
}

/**
 * A phone number as a tel: link a phone can dial: international (+1 for a ten-digit North
 * American number, as visitors write theirs), or as written when it is something else.
 */
export function phoneHref(phone: string): string | null {
  const international = phone.trim().startsWith("+");
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return null;
  if (international) return telHref(`+${digits}`);
  if (digits.length === 10) return telHref(`+1${digits}`);
  if (digits.length === 11 && digits.startsWith("1")) return telHref(`+${digits}`);
  return telHref(digits);
}

/** A mailto: link only for one plain address: nothing a mail program could read as more (a copy to someone, a subject). */
export function mailtoHref(email: string): string | null {
  return /^[^\s@<>()[\]",;:\\?&=%]+@[^\s@<>()[\]",;:\\?&=%]+$/.test(email) ? `mailto:${email}` : null;
}

/** How they asked to be reached, said where the office reaches for the phone: "Do not leave a voicemail". */
export function ReachNote({ reach }: { reach: Reach | null }) {
  if (!reach) return null;
  const words = [reach.by ? copy.reach[reach.by] : null, reach.safeTime ? copy.reach.safeTime(reach.safeTime) : null];
  return (
    <span className={reach.by && reach.by !== "any" ? "office-flag office-flag-warn" : "office-flag"}>
      {words.filter(Boolean).join(" · ")}
    </span>
  );
}

export function ContactLinks({
  email,
  phone,
  matched,
  reach = null,
}: {
  email: string;
  phone: string;
  /** What a search matched in them, marked. */
  matched?: { email: TextRun[]; phone: TextRun[] } | null;
  /** How they asked to be reached, shown after the links. */
  reach?: Reach | null;
}) {
  const mailto = mailtoHref(email);
  const tel = phoneHref(phone);
  if (!email && !phone) return <span className="office-muted">{copy.noContact}</span>;
  const phoneText = matched ? <Runs runs={matched.phone} /> : phone;
  const emailText = matched ? <Runs runs={matched.email} /> : email;
  return (
    <>
      {phone ? (
        tel ? (
          <a className="office-tap" href={tel}>
            {phoneText}
          </a>
        ) : (
          <span>{phoneText}</span>
        )
      ) : null}
      {phone && email ? " " : null}
      {email ? (
        mailto ? (
          <a className="office-tap" href={mailto}>
            {emailText}
          </a>
        ) : (
          <span>{emailText}</span>
        )
      ) : null}
      {reach ? " " : null}
      <ReachNote reach={reach} />
    </>
  );
}

/** Where a search found its words besides who they are: the agency or place, or a part of what they wrote. */
function MatchLine({ matched }: { matched: Matched }) {
  if (!matched.place && !matched.story) return null;
  return (
    <span className="office-line-match">
      {matched.place ? (
        <span>
          <span className="office-muted">{copy.matchedIn.place}: </span>
          <Runs runs={matched.place} />
        </span>
      ) : null}
      {matched.story ? (
        <span>
          <span className="office-muted">{copy.matchedIn.story}: </span>
          <Runs runs={matched.story} />
        </span>
      ) : null}
    </span>
  );
}

/** The column headings of the compact list, shown on wide screens (each line labels its cells for screen readers). */
export function RequestLinesHead() {
  return (
    <div className="office-line office-line-head" aria-hidden="true">
      <span />
      <span>{columns.name}</span>
      <span>{columns.received}</span>
      <span>{columns.stage}</span>
      <span>{columns.language}</span>
      <span>{columns.deadline}</span>
      <span>{columns.charges}</span>
      <span>{columns.channel}</span>
      <span>{columns.contact}</span>
      <span>{columns.assignee}</span>
    </div>
  );
}

/** One request on one line (on a phone, a few short ones): what triage needs, and a way to reach them. */
export function RequestLine({
  item,
  now,
}: {
  item: InboxItem & { related: boolean; matched: Matched | null };
  now: number;
}) {
  const notable = !["delivered", "spam", "entered"].includes(item.delivery.state);
  const name = item.name || copy.noName;
  return (
    <li className={item.triage.overdue ? "office-line office-line-overdue" : "office-line"}>
      <span className="office-line-select">
        {/* The list's bulk form (app/routes/office/inbox.tsx) posts the ids ticked. */}
        <input
          type="checkbox"
          name="id"
          value={item.id}
          form="office-bulk"
          id={`office-select-${item.id}`}
          aria-label={copy.select(`${name} (${item.reference})`)}
        />
      </span>
      <span className="office-line-name">
        <Link to={`/office/requests/${item.id}`}>
          {item.matched && item.name ? <Runs runs={item.matched.name} /> : item.name || copy.noName}
        </Link>
        {item.related ? <span className="office-flag">{copy.related}</span> : null}
        {item.answeredAt != null ? <span className="office-flag office-flag-news">{copy.answered}</span> : null}
        {notable ? <DeliveryTag delivery={item.delivery} subject="office" /> : null}
      </span>
      <span className="office-line-age">
        <Label>{columns.received}</Label>
        <time dateTime={isoTime(item.receivedAt)} title={officeTime(item.receivedAt)}>
          {ageWords(item.receivedAt, now)}
        </time>
      </span>
      <span className="office-line-stage">
        <Label>{columns.stage}</Label>
        <span className={`office-stage office-stage-${item.stage}`}>{officeCopy.stages[item.stage]}</span>
        {/* Only a New request can be overdue: the stage's cell has room for it. */}
        {item.triage.overdue ? (
          <>
            {" "}
            <span className="office-flag office-flag-bad">{copy.overdue}</span>
          </>
        ) : null}
        {item.firstContactAt == null && item.contactAttempts > 0 ? (
          <>
            {" "}
            <span className="office-flag">{copy.attempts(item.contactAttempts)}</span>
          </>
        ) : null}
      </span>
      <span className="office-line-language">
        <Label>{columns.language}</Label>
        <abbr title={officeCopy.languages[item.language]}>{item.language.toUpperCase()}</abbr>
      </span>
      <span className="office-line-deadline">
        <Label>{columns.deadline}</Label>
        <IncidentCell triage={item.triage} />
      </span>
      <span className="office-line-charges">
        {item.triage.pendingCharges === "yes" ? (
          <span className="office-flag office-flag-warn" title={officeCopy.triage.charges}>
            {officeCopy.triage.chargesShort}
          </span>
        ) : item.triage.pendingCharges === "unknown" ? (
          <span className="office-flag" title={officeCopy.triage.chargesUnknown}>
            {officeCopy.triage.chargesUnknownShort}
          </span>
        ) : null}
      </span>
      <span className="office-line-channel">
        <Label>{columns.channel}</Label>
        <abbr title={officeCopy.channels[item.wayIn].name}>{officeCopy.channels[item.wayIn].short}</abbr>
      </span>
      <span className="office-line-contact">
        <Label>{columns.contact}</Label>
        <ContactLinks email={item.email} phone={item.phone} matched={item.matched} reach={item.reach} />
      </span>
      <span className="office-line-assignee">
        <Label>{columns.assignee}</Label>
        {item.assignee ? item.assignee.split("@")[0] : <span className="office-muted">–</span>}
      </span>
      {item.matched ? <MatchLine matched={item.matched} /> : null}
    </li>
  );
}
