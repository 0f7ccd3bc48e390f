import type { CallOutcome, ContactRequestStatus, RequestStage } from "../../server/db/schema";
import type { ClaimWindow } from "~/lib/deadlines";
import type { Edition, RequestSource } from "../../server/payload/derived";
import type { InboxFilter, InboxSort, WayIn } from "../../server/requests/reads";
import type { MatchReason } from "../../server/requests/related-reads";
import type { FactKey, OfficeChannel } from "./lead-fields";

/**
 * The office pages' words, apart from their markup (the office's counterpart of app/content/):
 * whoever runs the office can reword them here without touching a route. What the server
 * says in codes (stages, delivery states, mail errors) is worded in ./words.ts.
 */

/** A request's stage, by name: its tag, its tab, its place in the thread, the CSV. */
const stages = {
  new: "New",
  contacted: "Contacted",
  consultation: "Consultation scheduled",
  retained: "Retained",
  declined: "Declined",
  referred: "Referred out",
  spam: "Spam",
  merged: "Merged",
} as const satisfies Record<RequestStage, string>;
/** The inbox's tabs by stage: every stage but "merged" (a merged request is listed as part of the older one). */
const { merged: _merged, ...tabStages } = stages;

/**
 * Each way a request comes in (the site's two forms, and the four the office enters a lead
 * by), by name, and as the inbox's narrow column shows it.
 */
const channels = {
  "case-evaluation": { name: "Case form", short: "Form" },
  widget: { name: "Message widget", short: "Widget" },
  phone: { name: "Phone call", short: "Phone" },
  "walk-in": { name: "Walk-in", short: "Walk-in" },
  referral: { name: "Referral", short: "Referral" },
  jail: { name: "Call from jail", short: "Jail call" },
} as const satisfies Record<WayIn, { name: string; short: string }>;

/** Who wrote a request down: the visitor, on one of the site's forms, or the office. */
const sources = {
  "case-evaluation": channels["case-evaluation"].name,
  widget: channels.widget.name,
  office: "Entered by the office",
} as const satisfies Record<RequestSource, string>;

/** A language, by name: the site's edition a request came from, the visitor's, a reply's. */
const languages = { en: "English", es: "Spanish" } as const satisfies Record<Edition, string>;

export const officeCopy = {
  brandSuffix: "· Office (private)",
  skipLink: "Skip to content",
  nav: {
    label: "Office",
    inbox: "Inbox",
    today: "Today",
    newLead: "New lead",
    dashboard: "Dashboard",
    audit: "Audit trail",
    signOut: "Sign out",
  },
  signIn: {
    title: "Sign in",
    heading: "Sign in to the office inbox",
    signedOut: "You are signed out.",
    sent: (minutes: number) =>
      `If that address is one of the office's, a sign-in link is on its way to it. The link works once, for ${minutes} minutes.`,
    notArrived:
      "Asked a moment ago already? Use the newest link in the mailbox: a new one follows only after a few minutes. Nothing arrived? Check the spam folder, or ask whoever runs the server for a link.",
    intro:
      "The inbox holds every request the website received. Only the office's own addresses can sign in: enter yours and open the link we email to it.",
    label: "Office email address",
    submit: "Email me a sign-in link",
  },
  confirm: {
    title: "Confirm sign-in",
    body: "You opened a sign-in link for the office inbox. Confirm to sign in on this device.",
    submit: "Sign in",
  },
  stages,
  channels,
  sources,
  languages,
  /** A filter that lets every value through. */
  any: "Any",
  inbox: {
    title: "Inbox",
    deleted: "The request was deleted.",
    viewEnded:
      "That search has ended: searches are kept only while the session that made them lasts. Search again below.",
    clear: "Clear the search and filters",
    firstContact: (median: string, count: number, days: number) =>
      `Time to first contact, last ${days} days: ${median} (median of ${count.toLocaleString("en-US")} request${count === 1 ? "" : "s"}).`,
    noFirstContact: (days: number) => `No request was first contacted in the last ${days} days.`,
    claimAlert: (days: number) =>
      `A claim deadline or the limit to sue within ${days} days, and nobody has reached them yet:`,
    claimAlertAttempts: (count: number) => `${count} call${count === 1 ? "" : "s"} without reaching them`,
    stuck: (count: number, minutes: number) =>
      `${count} request${count === 1 ? " has" : "s have"} waited more than ${minutes} minutes for the email to the office:`,
    stuckAfter: "Read them here and call the visitors back; the mail settings (SMTP_URL) may be wrong.",
    failed: (count: number) => `${count} request${count === 1 ? "" : "s"} could not be emailed to the office at all:`,
    failedAfter: "Read them here; after fixing the mail settings, open each and notify the office again.",
    andMore: (count: number) => `and ${count} more`,
    filtersLabel: "Stages",
    filters: { open: "Open", ...tabStages, all: "All" } satisfies Record<InboxFilter, string>,
    searchLabel: "Search (name, email, phone, reference, or words they wrote)",
    searchHint: "Accents and capitals do not matter; a phone number is found in any format.",
    mine: "Mine (assigned to me)",
    claimLabel: "Claim deadline",
    suitLabel: "Lawsuit deadline",
    claims: {
      any: "Any",
      "14": "Within 14 days",
      "30": "Within 30 days",
      "90": "Within 90 days",
      passed: "Passed",
    } satisfies Record<ClaimWindow | "any", string>,
    sourceLabel: "Channel",
    editionLabel: "Site language",
    fromLabel: "Received from",
    toLabel: "to",
    matchedIn: { place: "Agency · place", story: "They wrote" },
    sortLabel: "Order",
    sorts: {
      newest: "Newest first",
      deadline: "Deadline, soonest still to come first",
    } satisfies Record<InboxSort, string>,
    apply: "Show",
    export: "Export as CSV",
    exportNotes: "Export with internal notes",
    empty: "No requests here.",
    triageNote:
      "Deadlines are the office's own count from the incident date (the claim: six months; the lawsuit: two years), for triage: an attorney confirms them.",
    count: (total: number, first: number, last: number) =>
      total <= last - first + 1
        ? `${total.toLocaleString("en-US")} request${total === 1 ? "" : "s"}.`
        : `Requests ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}.`,
    matches: (total: number, exact: boolean) =>
      exact
        ? `${total.toLocaleString("en-US")} request${total === 1 ? "" : "s"} found.`
        : `More than ${total.toLocaleString("en-US")} requests found: add a word or a filter to narrow them.`,
    searchOrder:
      "Best matches first: the name, email, phone or reference, then the agency or place, then what they wrote.",
    columns: {
      name: "Name",
      received: "Received",
      stage: "Stage",
      language: "Lang",
      deadline: "Incident · deadlines",
      charges: "Charges",
      channel: "From",
      contact: "Phone · email",
      assignee: "Assigned",
    },
    attempts: (count: number) => `${count} call${count === 1 ? "" : "s"}, not reached`,
    answered: "Answered",
    select: (name: string) => `Select ${name}`,
    bulk: {
      heading: "With the requests ticked",
      scope: "Which requests",
      ticked: "Those ticked",
      everyOnPage: (count: number) => `Every one on this page (${count})`,
      everyInListing: (count: number, atMost: number) =>
        count > atMost
          ? `Every one this listing finds (${count.toLocaleString("en-US")}), ${atMost} at a time`
          : `Every one this listing finds (${count.toLocaleString("en-US")})`,
      action: "Choose",
      actions: { assign: "Assign them", stage: "Move them to a stage", spam: "Mark them as spam" },
      assignee: "Assign to",
      nobody: "Nobody",
      stage: "Stage",
      reason: "Reason, to decline or refer out (kept, never sent)",
      apply: "Apply",
      note: "Each request gets its own entry in its thread and the audit trail, as if done on its page.",
      noneChosen: "Tick at least one request, or every request on the page.",
      needsReason: "Declining or referring out needs a short reason.",
      notOffice: "Only the office's own addresses can be assigned.",
      done: (count: number, action: string) =>
        `${action}: ${count.toLocaleString("en-US")} request${count === 1 ? "" : "s"} changed.`,
      doneNames: { assign: "Assigned", stage: "Moved", spam: "Marked as spam" },
      unchanged: (count: number) => (count > 0 ? ` ${count} already so.` : ""),
    },
    noName: "(no name given)",
    noContact: "No email or phone given",
    /** How the visitor asked to be reached (the form's optional question, issue 35), beside the ways to reach them. */
    reach: {
      any: "Call, text or voicemail: all fine",
      "no-voicemail": "Do not leave a voicemail",
      "text-only": "Text only: do not call",
      "call-only": "Call only: do not text",
      "email-only": "Email only: do not call or text",
      safeTime: (time: string) => `Safe time: ${time}`,
    },
    overdue: "Overdue",
    /** A possible duplicate: another request with the same email, phone, or agency and incident date. */
    related: "Related",
    pages: "Pages",
    newest: "First page",
    newer: "Previous page",
    older: "Next page",
    oldest: "Last page",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  triage: {
    label: "For triage",
    note: "The office's own count from the incident date the visitor gave, for triage only: an attorney confirms every limit. Weekends and court holidays do not move these dates here, though the law may.",
    incident: "Incident",
    noIncidentDate: "No incident date given",
    unreadableDate: (given: string) => `Incident date “${given}” could not be read as a date`,
    claim: "Government claim (Gov. Code § 911.2, six months)",
    suit: "Lawsuit (Code Civ. Proc. § 335.1, two years)",
    claimShort: "claim",
    suitShort: "suit",
    custody: "In custody",
    court: (day: string) => `Next court date ${day}`,
    mergedIncident: "counted from the earliest incident date among the merged requests",
    charges: "Criminal case pending",
    chargesShort: "Case pending",
    /** The visitor answered "I don't know" to the question of pending charges. */
    chargesUnknown: "Criminal case: they don't know",
    chargesUnknownShort: "Case: unknown",
    replyDue: "Reply promised by",
    replyNote:
      "The site promises a reply within one business day (Monday to Friday, California time; holidays count as business days).",
    firstContact: "First contact",
    firstContactAfter: (duration: string) => `${duration} after the request arrived`,
    notContacted: "Not contacted yet",
  },
  request: {
    title: "Request",
    actions: "What to do",
    back: "Back to the inbox",
    reference: "Reference",
    received: "received",
    writeIn: (language: string) => `Write in ${language}`,
    preferredLanguage: (language: string) => `Preferred language: ${language}`,
    assigned: (who: string) => `Assigned to ${who}`,
    related: (count: number) => `${count} other request${count === 1 ? "" : "s"} from this person or this incident`,
    relatedIntro: "Possible duplicates: the same email, the same phone number, or the same agency and incident date.",
    conflicts: (count: number) => `${count} earlier decision${count === 1 ? "" : "s"} on record`,
    conflictsIntro:
      "What is left of requests the office declined or referred out, kept for conflict checks: no description, no notes.",
    sent: "What they sent",
    entered: "What the office entered",
    rawBody: "Body as received",
    notGiven: "(not given)",
    notMailable:
      "Not emailed: what this request holds is not something the form or the widget could have sent (a field is missing, too long or not an email address), so it stays under Spam, shown below as it arrived.",
    notSpam: "Not spam: email it to the office",
    spam: "Mark as spam",
    spamHeading: "Spam",
    deleteHeading: "Delete now",
    deleteBody:
      "For a visitor who asked to have their data erased (see the privacy page). The request is gone for good from the inbox and the database, with its notes and replies; mail already delivered stays in the mailboxes that received it.",
    deleteConfirm: "Yes, delete this request for good",
    delete: "Delete now",
  },
  stageForms: {
    heading: "Stage",
    now: (stage: string, since: string) => `Now: ${stage}, since ${since}.`,
    moveTo: "Move to",
    decideHeading: "Decline or refer out",
    decision: "Decision",
    reason: "Reason (kept with the decision, never sent)",
    decide: "Record the decision",
    decideThenWrite:
      "Then write to them: the letter that declines starts from the template that names the claim deadline.",
    needsReason: "Declining or referring out needs a short reason.",
    spamFirst: "This request is under Spam: mark it as not spam before moving it.",
  },
  assign: {
    heading: "Assigned to",
    label: "Office address",
    nobody: "Nobody",
    submit: "Assign",
    toMe: "Assign to me",
    note: "The address gets a short email with the request's reference and a link, nothing the visitor wrote.",
    notOffice: "Only the office's own addresses can be assigned.",
  },
  composer: {
    heading: (name: string) => `Write to ${name}`,
    noEmail: "No email address to write to: call them, then log the call.",
    startFrom: "Start from",
    templates: {
      received: "We received your request",
      callUs: "Please call us",
      decline: "We cannot take your case",
    },
    blank: "A blank message",
    language: "Language",
    visitorLanguage: (language: string) => `The visitor's language: ${language}.`,
    subject: "Subject",
    body: "Message",
    to: (email: string) => `To ${email}; replies come back to the office.`,
    send: "Send",
    cancel: "Close without sending",
    note: "Sent only when you press Send, and retried until it is delivered. It appears in the thread below with its delivery.",
    deadlineNamed: (date: string) => `The letter names the claim deadline counted from the incident date: ${date}.`,
    noDeadline: "No incident date could be read: the letter asks the visitor to count six months themselves.",
    sent: "Your message is on its way; its delivery shows in the thread.",
    sentLater:
      "Your message goes out a minute after your last letter to them, so that two never arrive together; its delivery shows in the thread.",
    meanwhile: (author: string, when: string) =>
      `Not sent: ${author} wrote to them at ${when}, while you were writing (it is in the thread). Your message is still here: send it if it still needs saying.`,
  },
  call: {
    heading: "Log a call",
    outcome: "What came of it",
    outcomes: {
      spoke: "Spoke with them",
      voicemail: "Left a voicemail",
      no_answer: "No answer",
      wrong_number: "Wrong number",
      call_back: "Asked to call back at a time",
    } satisfies Record<CallOutcome, string>,
    callBackAt: "Call back at (California time)",
    callBackRequired: "Give the time they asked to be called back.",
    outcomeNote:
      "Only “Spoke with them” is a first contact: the others count as attempts, and the request stays on the banner until someone reaches them.",
    label: "What was said (optional)",
    submit: "Log the call",
    done: "The call is in the thread.",
  },
  note: {
    heading: "Internal note",
    label: "Note (never sent to the visitor)",
    submit: "Add the note",
    done: "The note is in the thread.",
  },
  thread: {
    entered: (author: string, channel: string) => `${author} entered this lead (${channel})`,
    fact: (author: string, label: string) => `${author} changed ${label}`,
    factFromTo: (from: string, to: string) => `from “${from}” to “${to}”`,
    factSet: (to: string) => `to “${to}”`,
    factCleared: (from: string) => `cleared (was “${from}”)`,
    merged: (author: string, reference: string) => `${author} merged request ${reference} into this one`,
    unmerged: (author: string, reference: string) =>
      `${author} undid the merge: request ${reference} is on its own again`,
    movedFrom: (reference: string) => `From request ${reference}`,
    answer: "Answer from the visitor, through their secure link",
    callOutcome: (author: string, outcome: string) => `Call by ${author}: ${outcome}`,
    callBack: "Call back",
    heading: "Thread",
    intro: "Replies, calls, the visitor's answers, internal notes, changed facts and decisions, oldest first.",
    empty: "Nothing yet: no reply, call or note.",
    received: "Request received",
    reply: (author: string) => `Reply by ${author}`,
    call: (author: string) => `Call logged by ${author}`,
    note: (author: string) => `Internal note by ${author}`,
    noteBadge: "Internal: never sent",
    stage: (author: string, stage: string) => `${author} moved it to ${stage}`,
    assigned: (author: string, who: string) => `${author} assigned it to ${who}`,
    unassigned: (author: string) => `${author} removed the assignment`,
    emptyCall: "(no summary)",
    sendAgain: "Try sending it again",
  },
  notification: {
    heading: "The office's notification",
    intro: "The email that told the office about this request.",
    attempts: "Every attempt",
    noAttempts: "No attempt yet.",
    resent: (actor: string) => `${actor} asked to notify the office again`,
    notSpam: (actor: string) => `${actor} marked it as not spam`,
    deliver: "Notify the office again",
    confirmDelivered: (when: string) => `The office was notified ${when}. Send the notification again anyway?`,
    confirm: "Yes, send it again",
    needsConfirmation: "The office was notified already: confirm to send it again.",
  },
  audit: {
    title: "Audit trail",
    intro: "Who signed in, looked at, exported, moved, wrote, re-sent or deleted what, and when. Newest first.",
    empty: "Nothing recorded yet.",
    what: {
      sign_in: "signed in",
      sign_out: "signed out",
      view: "viewed a request",
      export: "exported requests as CSV",
      deliver_again: "asked to notify the office of a request again",
      handled: "marked a request handled",
      reopened: "reopened a request",
      spam: "marked a request as spam",
      not_spam: "marked a request as not spam",
      delete: "deleted a request",
      stage: "moved a request to a stage",
      assign: "assigned a request",
      reply: "wrote to a visitor",
      reply_again: "asked to send a reply again",
      call: "logged a call",
      note: "added an internal note",
      dashboard: "opened the dashboard",
      lead: "entered a lead",
      facts: "changed a request's facts",
      merge: "merged two requests",
      unmerge: "undid a merge",
      agency: "changed the list of agencies",
      file_view: "played or opened a file a visitor sent",
      file_download: "downloaded a file a visitor sent",
      custody_export: "exported the record of custody of a request's files",
      upload_link: "mailed a visitor a link to send files",
      content_draft: "saved a draft of the site",
      content_review: "asked for the site's draft to be reviewed",
      content_publish: "published the site",
      content_rollback: "rolled the site back",
      content_image: "uploaded an image for the site",
      content_import: "imported the site's content",
      task: "changed a task",
      consultation: "changed a consultation",
      calendar_feed: "changed a calendar feed",
      scheduling: "changed the scheduling settings",
      list: "listed requests",
    },
  },
  refusals: {
    400: {
      title: "This form could not be read",
      body: "What was sent is not a form of these pages. Go back, reload the page, and try again.",
    },
    403: {
      title: "This form was not accepted",
      body: "Its security token was missing or out of date. Go back, reload the page, and try again.",
    },
    404: { title: "Not found", body: "There is nothing here: the request may have been deleted." },
    410: {
      title: "This sign-in link cannot be used",
      body: "Links work once, for a limited time. This one was used already, has expired, or is not valid. Ask for a new one.",
    },
    other: {
      title: "Something went wrong",
      body: "The page could not be shown. Try again in a moment; if it persists, the server's log has the details.",
    },
    newLink: "Ask for a new sign-in link",
    toInbox: "Back to the inbox",
    origin: {
      body: (seen: string | null, siteUrl: string) =>
        `It was sent from ${seen ?? "a page that did not say where it was"}, not from the office's own pages at ${siteUrl}.`,
      setSiteUrl: (seen: string) =>
        `If ${seen} is where you open the office, the server's SITE_URL setting must say so: set SITE_URL=${seen} (in its environment or its .env file), restart it, and sign in again.`,
    },
  },
  /** The requests' CSV, as a case-management tool imports it: its headings, and its words for what the server says in codes. */
  csv: {
    headings: {
      id: "Request id",
      reference: "Reference",
      received: (zone: string) => `Received (${zone})`,
      channel: "Channel",
      language: "Site language",
      notified: "Office notified",
      stage: "Stage",
      assignee: "Assignee",
      firstContact: (zone: string) => `First contact (${zone})`,
      claimDeadline: "Claim deadline (Gov. Code 911.2)",
      suitDeadline: "Lawsuit deadline (Code Civ. Proc. 335.1)",
      closed: (zone: string) => `Closed (${zone})`,
      reason: "Decision reason",
      callsReached: "Calls that reached them",
      callAttempts: "Call attempts",
      repliesSent: "Replies sent",
      phoneDigits: "Phone (digits)",
      /** The visitor's phone field, renamed: the phone an importer reads is the digits' column. */
      phoneAsWritten: "Phone as written",
      incidentDateIso: "Date of incident (ISO)",
      notes: "Internal notes",
    },
    notified: {
      pending: "Not sent yet",
      delivered: "Office notified",
      failed: "Could not be sent",
      spam: "Spam: not emailed",
      entered: "Entered by the office",
    } satisfies Record<ContactRequestStatus, string>,
    /** What the widget sends for what it does not ask, and what it does not know: neither is an answer. */
    notGiven: "not given",
  },
  newLead: {
    title: "New lead",
    intro:
      "A lead that came by phone, in person, from a referral or on a call from jail: it gets a reference and joins the inbox like any request. Nothing is emailed to the person.",
    rules:
      "The same checks as the website's form, except: an email is not needed when there is a phone number, nor a phone number when there is an email; for a call from jail, a booking number stands in for both; whether charges are pending may be not known.",
    channel: "How it came",
    channels: {
      phone: channels.phone.name,
      "walk-in": channels["walk-in"].name,
      referral: channels.referral.name,
      jail: channels.jail.name,
    } satisfies Record<OfficeChannel, string>,
    spoke: "I spoke with the person themselves: this was the first contact",
    spokeNote: "Leave it unticked for a call from family, a public defender or another attorney.",
    notKnown: "Not known",
    choose: "Choose…",
    agencyHint: "Pick from the list or type the agency's name.",
    agencies: "The list of agencies",
    submit: "Enter the lead",
    entered: "The lead is entered. Its reference is in the heading; give it to the caller.",
    errorsHeading: "Some fields need attention:",
    channelRequired: "Choose how the lead came",
    reachRequired: "Give a phone number or an email address (or, for a call from jail, a booking number)",
    chooseFromList: "Choose one of the list",
    dayRequired: "Enter a day as the calendar gives it",
  },
  facts: {
    heading: "Facts",
    intro:
      "What a call corrects or adds. Each change goes into the thread with who made it, from what and to what; what the visitor sent stays below as they sent it.",
    visitor: "What they told us",
    practice: "For this practice",
    custodyWhere: "Where held",
    submit: "Save the facts",
    done: "The facts are saved; each change is in the thread.",
    unchanged: "Nothing was changed.",
    correctedSince: "The office corrected this since",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      phone: "Phone",
      email: "Email",
      preferredLanguage: "Preferred language",
      incidentDate: "Date of incident",
      incidentLocation: "Location of incident",
      policeAgency: "Police agency",
      pendingCharges: "Pending criminal charges",
      howHeardAboutUs: "How they heard about us",
      officers: "Officers (names and badge numbers, one a line)",
      bookingNumber: "Booking number",
      inCustody: "In custody",
      custodyWhere: "Where held",
      criminalCase: "Criminal case number",
      court: "Court",
      nextCourtDate: "Next court date",
      injuries: "Injuries",
      medicalCare: "Medical care",
      evidence: "Video or photo evidence known",
      witnesses: "Witnesses",
    } satisfies Record<FactKey, string>,
    yes: "Yes",
    no: "No",
    /** Pending charges: the person does not know (the site's form offers "I don't know"). */
    unknown: "They don't know",
    notKnown: "Not known",
    heck: "A pending criminal case changes the advice (Heck v. Humphrey): note its number, court and next date.",
  },
  merge: {
    heading: "Merge",
    intro:
      "Two requests from one person become one: the older keeps its reference; the other's words, thread and deadlines join it. It is not a decline, and it can be undone for 30 days.",
    withThis: (reference: string) => `Merge ${reference} with this one`,
    byReference: "Or the reference of another request from this person",
    submit: "Merge",
    done: (reference: string) => `Merged: ${reference} is part of this request now.`,
    notFound: "No request has that reference.",
    refused: "These two cannot be merged: one is spam, merged already, or the same request.",
    mergedHere: "Merged into this request",
    alsoSent: (reference: string) => `What request ${reference} sent`,
    undo: "Undo the merge",
    undoUntil: (when: string) => `can be undone until ${when}`,
    undone: "The merge is undone: both requests are on their own again.",
    cannotUndo: "This merge can no longer be undone.",
    mergedInto: (reference: string) => `This request was merged into ${reference}.`,
  },
  agencies: {
    title: "Agencies",
    intro:
      "The list the office picks an agency from: California's police and sheriff's departments, and those the firm added. Any other name can still be typed.",
    added: "Added by the firm",
    none: "The firm has added none yet.",
    name: "Agency's name",
    add: "Add to the list",
    remove: "Take off the list",
    builtIn: (count: number) => `${count} California agencies are on the list already.`,
    tooShort: "Give the agency's name.",
    exists: "That agency is on the list already.",
  },
  matchReasons: {
    email: "same email",
    phone: "same phone",
    incident: "same agency and incident date",
  } satisfies Record<MatchReason, string>,
} as const;
