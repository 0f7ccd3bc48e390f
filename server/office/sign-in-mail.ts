import { bareAddress, escapeHtml, type MailSettings, type OutgoingMail } from "../mail/message";

/** The mail that carries a sign-in link to one office address. */
export function composeSignInMail(
  link: { tokenHash: string; email: string; url: string },
  settings: Pick<MailSettings, "from">,
  minutes: number,
): OutgoingMail {
  const subject = "Your sign-in link for the website's office inbox";
  const lines = [
    "Someone (hopefully you) asked to sign in to the office inbox of the website.",
    "",
    `Open this link within ${minutes} minutes, then confirm on the page that opens. It works once:`,
    "",
    link.url,
    "",
    "If you did not ask for it, ignore this message: nobody can use the link without this mailbox.",
    "",
  ];
  const domain = bareAddress(settings.from).split("@")[1] ?? "localhost";
  // Only the hash's head names the message: neither the id nor the file name holds the token.
  const ref = link.tokenHash.slice(0, 16);
  return {
    requestId: `sign-in-${ref}`,
    from: settings.from,
    to: [link.email],
    subject,
    text: lines.join("\n"),
    html: [
      "<!doctype html>",
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
      `<p><a href="${escapeHtml(link.url)}">Sign in to the office inbox</a></p>`,
      `<p>${escapeHtml(lines[6]!)}</p>`,
      "</body></html>",
    ].join("\n"),
    messageId: `<office-sign-in.${ref}@${domain}>`,
    date: new Date(),
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
