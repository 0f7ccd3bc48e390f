import type { HistoryEvent } from "../../server/office/inbox";

/**
 * The office pages' words, apart from their markup (the office's counterpart of app/content/):
 * whoever runs the office can reword them here without touching a route.
 */
export const officeCopy = {
  brandSuffix: "· Office (private)",
  skipLink: "Skip to content",
  nav: { label: "Office", inbox: "Inbox", audit: "Audit trail", signOut: "Sign out" },
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
  inbox: {
    title: "Inbox",
    deleted: "The request was deleted.",
    stuck: (count: number, minutes: number) =>
      `${count} request${count === 1 ? " has" : "s have"} waited more than ${minutes} minutes`,
    stuckAfter:
      "for the email to the office. Read them here and call the visitors back; the mail settings (SMTP_URL) may be wrong.",
    failed: (count: number) => `${count} request${count === 1 ? "" : "s"} could not be emailed at all.`,
    failedAfter: "Open them here; after fixing the mail settings, use “Deliver the email again”.",
    filters: [
      ["open", "Open"],
      ["all", "All"],
      ["spam", "Spam"],
    ] as const,
    filtersLabel: "Which requests",
    searchLabel: "Search by name, email or phone",
    search: "Search",
    export: "Export as CSV",
    empty: "No requests here.",
    count: (total: number, page: number, pages: number) =>
      `${total} request${total === 1 ? "" : "s"}${pages > 1 ? `, page ${page} of ${pages}` : ""}. Newest first.`,
    noName: "(no name given)",
    noContact: "No email or phone given",
    pages: "Pages",
    newer: "Newer",
    older: "Older",
  },
  request: {
    title: "Request",
    back: "Back to the inbox",
    sent: "What they sent",
    rawBody: "Body as received",
    actions: "Actions",
    handled: "Mark handled",
    reopen: "Reopen",
    notSpam: "Not spam: email it to the office",
    notMailable:
      "Not emailed: what this request holds is not something the form or the widget could have sent (a field is missing, too long or not an email address), so it stays under Spam, shown below as it arrived.",
    deliver: "Deliver the email again",
    spam: "Mark as spam",
    history: "Delivery history",
    notGiven: "(not given)",
    deleteHeading: "Delete now",
    deleteBody:
      "For a visitor who asked to have their data erased (see the privacy page). The request is gone for good from the inbox and the database; mail the office already received stays in its mailbox.",
    deleteConfirm: "Yes, delete this request for good",
    delete: "Delete now",
  },
  audit: {
    title: "Audit trail",
    intro: "Who signed in, looked at, exported, re-sent or deleted what, and when. Newest first.",
    empty: "Nothing recorded yet.",
    what: {
      sign_in: "signed in",
      sign_out: "signed out",
      view: "viewed a request",
      export: "exported requests as CSV",
      deliver_again: "asked to deliver a request's email again",
      handled: "marked a request handled",
      reopened: "reopened a request",
      spam: "marked a request as spam",
      not_spam: "marked a request as not spam",
      delete: "deleted a request",
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
  },
} as const;

const attemptsText = (count: number) => `${count} attempt${count === 1 ? "" : "s"}`;

/** One line of a request's history, as the office reads it. */
export function historyText(entry: HistoryEvent): string {
  switch (entry.event) {
    case "received":
      return "Received";
    case "pending":
      return entry.attempts > 0
        ? `Pending: ${attemptsText(entry.attempts)} so far${entry.lastError ? `, last error ${entry.lastError}` : ""}; next attempt`
        : "Pending: first attempt";
    case "delivered":
      return `Delivered to the office by email (attempt ${entry.attempts})`;
    case "failed":
      return `Delivery given up after ${attemptsText(entry.attempts)} (${entry.lastError ?? "error"})`;
    case "handled":
      return "Marked handled";
  }
}
