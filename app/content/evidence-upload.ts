/**
 * Words of sending photos and video to the office: the offer on the form's and the widget's
 * confirmations, the page the files are sent from (/send-files), the server's refusals, and the
 * message the office mails with a link to that page.
 */

/** Sizes as a visitor reads them: "2 GB", "700 MB". */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Number((bytes / 1024 ** 3).toFixed(1))} GB`;
  if (bytes >= 1024 ** 2) return `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** On the confirmation, once a request is in: the one way to add files to it. */
export const evidenceOfferCopy = {
  heading: "Send photos or video",
  body: "Video of what happened, photos of injuries or damage, and papers you were given help the office understand your case.",
  limits: (files: number, fileSize: string) =>
    `Up to ${files} files, ${fileSize} each: photos, video, voice recordings or PDF. Only the office sees them.`,
  button: "Send photos or video",
  expires: (hours: number) => `This link works for ${hours} hours, on this device.`,
};

export const sendFilesCopy = {
  meta: {
    title: "Send photos or video",
    description: "Send the office photos, video and papers about your case.",
  },
  heading: "Send photos or video",
  intro:
    "Send the office the video of what happened, photos of injuries or damage, and papers you were given. Send them as they are: do not edit or crop them.",
  privacy:
    "Only the office sees these files. They are kept encrypted and are never shown on this website. Nothing about them stays on this device once they are sent.",
  reference: (reference: string) => `For request ${reference}`,
  limits: (files: number, fileSize: string, total: string) =>
    `You can send up to ${files} files, ${fileSize} each and ${total} in all: photos (JPEG, PNG, HEIC, WebP), video (MP4, MOV, 3GP), voice recordings (M4A) and PDF.`,
  choose: "Choose photos or video",
  chooseMore: "Add more files",
  weak: "On a weak signal the transfer pauses and picks up where it stopped. Keep this page open until each file says Received.",
  files: "Your files",
  states: {
    waiting: "Waiting",
    sending: (percent: number) => `Sending: ${percent}%`,
    paused: "Paused: the connection dropped. It will pick up where it stopped.",
    received: "Received",
    refused: "Not sent",
  },
  size: readableSize,
  received: (name: string, size: string) => `Received: ${name}, ${size}.`,
  allReceived: "Every file is with the office. You can close this page.",
  announce: {
    progress: (name: string, percent: number) => `${name}: ${percent}% sent.`,
    paused: "The connection dropped. Your files will pick up where they stopped.",
  },
  retry: "Try again",
  /** When the page cannot send at all. */
  noLink: {
    heading: "This page needs the link from your request",
    body: "Open it from the confirmation you saw after sending your request, or from the email the office sent you. If the link has stopped working, call the office and ask for a new one.",
  },
  linkExpired: {
    heading: "This link has stopped working",
    body: "Links to send files work for a limited time. Call the office and ask for a new one; nothing you already sent is lost.",
  },
  call: (phone: string) => `Questions? Call ${phone}.`,
  /** What the server says when it refuses a file or a request; nothing already received is affected. */
  refusals: {
    type_refused:
      "This file is not a photo, video, voice recording or PDF, so it was not sent. Files you already sent are kept.",
    file_too_large: "This file is larger than the office can take. Files you already sent are kept.",
    request_full: "There is no room left for more files with this request. Files you already sent are kept.",
    too_many_files: "The most files one request can have have been sent. Files you already sent are kept.",
    credential_invalid: "This link does not work. Call the office and ask for a new one.",
    credential_expired: "This link has stopped working. Call the office and ask for a new one.",
    rate_limited: "Too many tries in a short time. The transfer will try again in a moment.",
    unavailable: "The office cannot take files for a moment. The transfer will try again by itself.",
  },
};

/** What the message with a link to send files is written from. */
export type UploadLinkFacts = { firstName: string; link: string; hours: number; firm: string; phone: string };

/** The office's message with a link to send files, in the visitor's language: its paragraphs, a blank line apart. */
export const uploadLinkMail = {
  subject: (firm: string) => `${firm}: send your photos or video`,
  body: ({ firstName, link, hours, firm, phone }: UploadLinkFacts) =>
    [
      firstName ? `Dear ${firstName},` : "Hello,",
      "You can send us the photos, video and papers about your case through this link:",
      link,
      `It works for ${hours} hours. Send the files as they are, without editing them. Only our office sees them.`,
      `If the link stops working, call us at ${phone} and we will send you a new one.`,
      firm,
    ].join("\n\n"),
  /** The thread's record of the message: the link itself is a credential, kept nowhere but in the mail. */
  linkPlaceholder: "[link to send files]",
};
