/** The office's words for the files visitors send: the request page's list, a file's page, the custody export. */
export const evidenceCopy = {
  heading: "Files the visitor sent",
  none: "No files yet.",
  intro:
    "Kept encrypted, exactly as received. The SHA-256 of each file is its record of custody: an expert can check a copy against it.",
  receiving: (percent: number) => `Receiving: ${percent}%`,
  received: "Received",
  waitingType: "type not known yet",
  open: {
    photo: "Open the photo",
    video: "Play the video",
    audio: "Play the recording",
    document: "Open",
    unknown: "Open",
  },
  details: "Details",
  download: "Download the original",
  custody: "Record of custody (CSV)",
  facts: {
    type: "Type",
    size: "Size",
    duration: "Length",
    dimensions: "Dimensions",
    sha256: "SHA-256",
    began: "Began",
    receivedAt: "Received",
  },
  kinds: { photo: "Photo", video: "Video", audio: "Recording", document: "Document", unknown: "File" },
  noPreview: "No preview: download the original to see it.",
  noThumbnail: "No thumbnail",
  back: "Back to the request",
  fileTitle: "File",
  audited: "Opening, playing and downloading this file are recorded in the audit trail.",
  link: {
    heading: "Ask for files",
    intro: (hours: number) =>
      `Mail the visitor a link to send photos and video for this request. It works for ${hours} hours; they see nothing already sent.`,
    language: "Language of the email",
    submit: "Send a link to send files",
    noEmail: "The visitor gave no email address to send a link to.",
    sent: "The link is on its way to the visitor.",
  },
} as const;

/** A size as the office reads it: "1.4 GB", "820 KB", "312 bytes". */
export function officeSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** "1:05", "1:02:09". */
export function officeDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
