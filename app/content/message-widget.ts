import { messageWidgetLauncherCopy } from "./message-widget-launcher";

// Also here, beside the panel's words; the layout imports it from ./message-widget-launcher alone.
export { messageWidgetLauncherCopy };
import { waitWords } from "./contact-request-messages";
import { evidenceOfferCopy } from "./evidence-upload";

/**
 * Words of the floating message widget (spec sections 2, 4, 5 and 8; notices from CONTENT.md).
 * The widget is not a chatbot: it only passes a visitor's message to the attorney's office.
 */

export const messageWidgetCopy = {
  title: `Message {attorney}'s office`,
  subtitle: "Not a chatbot: your message goes to the office and a person reads it.",
  close: messageWidgetLauncherCopy.close,
  conversationLabel: "Conversation",
  messagesLabel: "Messages",
  visitorPrefix: "You:",
  officePrefix: "Office:",

  greeting: `Hello. This connects you to {attorney}'s office. It is not a chatbot and cannot hold a conversation, but it can pass your message to the office right away. Tell us briefly what happened.`,
  contactPrompt: `Thank you. So that {attorney} can reply to you personally, usually within 24 hours, please leave your name and an email address or a phone number below.`,
  /**
   * Spec section 8: thanks by name, goes directly to the attorney, how and when they will be
   * contacted. "Usually", as everywhere else on the site: a message sent on a Friday night is
   * answered when the office reopens (firmText.afterHours).
   */
  successReply: (name: string, hasPhone: boolean) =>
    `Thank you, ${name}. Your message has been sent directly to {attorney}, who will review your case details and contact you by ${hasPhone ? "phone" : "email"}, usually within 24 hours. For urgent matters, please call {phone}.`,

  messageLabel: "Your message",
  messageHint: "Enter sends. Shift+Enter starts a new line.",
  messagePlaceholder: "Type your message…",
  sendMessage: "Send message",
  /**
   * While the contact details are asked for, the message box stays for more details but is not
   * the way to send: "Send to the office" is. Its box and button say so.
   */
  addMorePlaceholder: "Add more details (optional)…",
  addMore: "Add to your message",

  contactFormTitle: "Your contact details",
  contactFormHint: "Your name, and an email address or a phone number.",
  nameLabel: "Name",
  emailLabel: "Email",
  phoneLabel: "Phone",
  required: "(required)",
  submit: "Send to the office",
  sending: "Sending...",
  invalidDetails: "Please check your name, email address and phone number.",
  /** CONTENT.md: no attorney-client relationship; only the attorney's office; privacy policy link. */
  notice: `Sending this message does not create an attorney-client relationship: that takes a written fee agreement you and the office both sign. It is confidential all the same. {confidentiality}`,
  privacyLink: "Privacy Policy",
  privacyHref: "/privacy",

  sentTitle: "Message Sent",
  sentBody: `{attorney}'s office has your message.`,
  referenceLabel: "Your reference:",
  /** Once the message is in: the offer to send photos or video with it. */
  evidenceOffer: evidenceOfferCopy,
  closeAfterSent: "Close",

  call: "Call",
  scheduleConsultation: "Schedule Consultation",
  scheduleConsultationHref: "/contact",

  successToast: {
    title: "Message Sent",
    description: `Your message has been sent to {attorney}'s office successfully!`,
  },
  errorToast: {
    variant: "destructive",
    title: "Error",
    description: `There was an error sending your message. Please try calling {phone} directly.`,
  },
  /** Refused for now (429, or 503 with a long Retry-After): say how long to wait, as a retry at once fails again. */
  rateLimitedToast: (seconds: number) => ({
    variant: "destructive" as const,
    title: "Please wait before sending again",
    description: `Several messages were sent from your connection in a short time. Please wait ${waitWords(seconds)}, then send it again, or call {phone}. Your message is still here.`,
  }),
} as const;
