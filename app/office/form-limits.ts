/**
 * What the request page's forms may hold: their fields' limits and the reply templates, shared
 * by the forms (maxLength) and the server's check of what they post (server/office/action-form.ts).
 */
export const TEXT_LIMITS = { replyBody: 8_000, subject: 200, note: 4_000, reason: 500 } as const;

export const REPLY_TEMPLATE_KEYS = ["received", "callUs", "decline"] as const;
export type ReplyTemplateKey = (typeof REPLY_TEMPLATE_KEYS)[number];
