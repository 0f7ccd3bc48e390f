/**
 * The privacy policy at /privacy (California Online Privacy Protection Act; CONTENT.md).
 * It describes what this site really does: the contact endpoint in server/contact stores a
 * message and mails it to the office; the office's inbox keeps it while the request is open,
 * then RETENTION_DAYS (30 by default) after the office closes it, and keeps a conflict-check
 * record of a declined or referred request for CONFLICT_RECORD_YEARS (7 by default; the
 * retention purge in server/requests/retention-purge.ts); the message widget keeps the
 * conversation in the tab's sessionStorage; the photo tool never uploads anything.
 *
 * PLACEHOLDERS: the effective date, the retention of the office's own files and the
 * contact details are samples, and which language's version governs awaits the firm's decision;
 * the firm reviews the whole text with its counsel before launch.
 */

export type PolicySection = {
  title: string;
  /** Paragraphs and lists, in the small Markdown of ~/content/model/markdown. */
  paragraphs: string;
};

export const privacyCopy = {
  meta: {
    title: "Privacy Policy",
    description: `What personal information the {firm} website collects, why, who receives it, how long it is kept and how to ask to see, correct or delete it.`,
  },
  title: "Privacy Policy",
  /** ISO date; shown formatted. */
  effectiveDate: "2025-01-01", // sample: the date the firm publishes its reviewed policy
  effectiveLabel: "Effective date:",
  intro: `This policy explains how the {firm} website handles personal information. We collect as little as we can, use it only to answer you, and never sell or share it for marketing.`,
  sections: [
    {
      title: "What we collect",
      paragraphs: `We collect only what you choose to send us. When you use the case evaluation form, we receive:

- your first and last name, email address and phone number;
- your preferred language and how you heard about us;
- your description of what happened, whether you face pending criminal charges, the police agency involved, and the date and place of the incident.`,
    },
    {
      title: "The message widget",
      paragraphs: `When you use the message widget, we receive the messages you type and the name, email address and phone number you give. Until you send it, the conversation stays in your own browser (in session storage, which your browser clears when you close the tab); nothing reaches us before you press send.`,
    },
    {
      title: "The photo tool",
      paragraphs: `The photo enhancement tool works entirely inside your browser. The picture you choose is never uploaded to us or to anyone else.`,
    },
    {
      title: "Why we collect it",
      paragraphs: `We use what you send only to evaluate your situation, contact you about it and, if you become a client, to represent you. We do not use it for advertising and we do not sell or rent it to anyone.

When our server receives a request it also notes technical details such as the page requested and the time, to keep the site working and to protect it from abuse. Your network address is held in memory for about a minute to limit repeated submissions and is never stored with your message.`,
    },
    {
      title: "Who receives it",
      paragraphs: `Your message goes only to the attorney's office. It is delivered to the office by email through our mail provider, which acts only as our service provider: it carries the message for us and may not use it for any other purpose. When someone at the office writes back to you by email, the same provider carries that reply; the site never sends you anything on its own.

We do not share your information with third parties or affiliates for marketing or promotional purposes. No mobile information will be shared with third parties or affiliates for marketing or promotional purposes. We disclose information only when the law requires it.`,
    },
    {
      title: "How long we keep it",
      paragraphs: `Our website server keeps your message, and the office's replies to you, while the office is handling your request. Once the office closes your request (it takes your case, cannot take it, or refers you to another attorney), the server deletes them 30 days later. If the office does not take your case or refers you elsewhere, it then keeps a short record for seven years after that decision, to check for conflicts of interest and to show that it told you it would not act for you: your name, email address and phone number, the police agency, the date of the incident, the decision and its reason, and the dates. That record never holds what you told us. If you become a client, your file is kept as the rules of professional conduct require.`,
    },
    {
      title: "Your choices and rights",
      paragraphs: `You may ask to see the personal information we hold about you, to correct it, or to delete it. Write to {email}, call {phone}, or write to {firm}, {address}. We will answer within 30 days. We may need to confirm who you are before we act, and we may keep what the law requires us to keep.`,
    },
    {
      title: "Do Not Track",
      paragraphs: `This site does not track visitors across other websites, so it treats every visitor as if a Do Not Track signal were on, whatever the browser sends.`,
    },
    {
      title: "No third-party trackers",
      paragraphs: `No advertising, analytics or social media trackers run on this site. It sets no tracking cookies, and every font, image and script is served from this site itself.`,
    },
    {
      title: "Security",
      paragraphs: `Pages and messages travel over an encrypted connection. Access to messages is limited to the attorney's office. No method of transmission or storage is perfectly secure, so please do not send documents or details you would not want to put in an email; we can receive them safely once we have spoken.`,
    },
    {
      title: "Changes to this policy",
      paragraphs: `If we change this policy, we will publish the new version on this page with a new effective date. If a change affects information you have already sent us, we will tell you before it applies.`,
    },
    {
      title: "English and Spanish versions",
      paragraphs: `This policy is published in English and in Spanish. If the two versions ever differ, [To be confirmed by the firm: which version governs].`,
    },
    {
      title: "No attorney-client relationship",
      paragraphs: `Sending a message through this site does not by itself create an attorney-client relationship. We treat what you send as confidential.`,
    },
  ] satisfies PolicySection[],
};
