/**
 * The replies the office starts from when it writes to a visitor from the inbox (English; the
 * Spanish twins are in ./es/office-replies.ts). Visitor-facing words, like every page: no
 * promise of a result, nothing that reads as legal advice on their case. The office edits each
 * one before it is sent, and nothing is ever sent without an office action.
 *
 * PLACEHOLDERS: a sample wording; the firm reviews these letters with its counsel before
 * launch, the decline letter above all (a non-engagement letter).
 *
 * Each letter is text with placeholders: the firm's facts ({firm}, {phone}, {hours}…, as on
 * every page), and the letter's own, filled in by the composer (~/office/reply-drafts): {greeting}
 * (`greeting.named` with the visitor's {first name}, or `greeting.unnamed`), {signature}, and in
 * the received letter {reach sentence} (one of `reach`'s, with the visitor's {safe time}), in the decline letter {deadline sentence}, one of `deadline`'s three sentences, where {claim
 * deadline} is the government-claim deadline counted from the incident date the visitor gave.
 */
export const officeReplies = {
  greeting: { named: "Dear {first name},", unnamed: "Hello," },
  signature: "{firm}\n{phone}",
  received: {
    subject: "Your request to {firm}",
    body: `{greeting}

Thank you for contacting {firm}. We received your request, and {attorney}'s office is reviewing it.

What happens next: someone from the office will contact you, usually within 24 hours, to ask any questions and, if we can help, to arrange a free, confidential case evaluation by phone, video call or in person. {reach sentence}

Meanwhile, keep any documents, photos and names of witnesses safe; you can tell us about them when we speak. If you prefer to call us: {phone}. Office hours: {hours}.

This message does not mean that we represent you: no attorney-client relationship exists until we both sign a written fee agreement.

{signature}`,
  },
  callUs: {
    subject: "Please call {firm}",
    body: `{greeting}

Thank you for contacting {firm}. We would like to speak with you about your request, and it is easier by phone.

Please call us at {phone}. Office hours: {hours}. When you call, say that you sent a request through our website.

Outside office hours, leave a voicemail or reply to this email; the office replies when it reopens.

{signature}`,
  },
  /**
   * {reach sentence} of the received letter: how the office will reach them, as they asked in the
   * form (none when they did not say, or said any way is fine); {safe time} is their own words.
   */
  reach: {
    noVoicemail: "As you asked, we will not leave you a voicemail.",
    textOnly: "As you asked, we will not call you: we will write to you by text message or email.",
    callOnly: "As you asked, we will not send you text messages.",
    emailOnly: "As you asked, we will not call you or send you text messages: we will write to you by email.",
    safeTime: "We will try to reach you at the time you gave us: {safe time}.",
  },
  decline: {
    // sample: a non-engagement letter, for the firm's counsel to review
    subject: "Your request to {firm}: we cannot take your case",
    body: `{greeting}

Thank you for contacting {firm} and for telling us what happened to you. We have reviewed your request, and we are not able to take your case. This is not a judgment on whether your case has merit: another attorney may see it differently.

We are not your attorneys in this matter, and we will take no action on your behalf.

Time limits apply to your case, and they may already be running. A claim against a city, a county or a state agency (including its police or sheriff's department) must usually be presented to that agency in writing within six months of the incident (California Government Code section 911.2). {deadline sentence} A lawsuit for an injury or a violation of civil rights must usually be filed in court within two years (Code of Civil Procedure section 335.1), and some deadlines are shorter. Only an attorney can tell you which deadlines apply to you.

Please consult another attorney promptly, before any deadline passes. Your county bar association's lawyer referral service can help you find one.

We wish you the best.

{signature}`,
    deadline: {
      ahead:
        "Counting six months from the incident date you gave us, that deadline may be as early as {claim deadline}.",
      passed:
        "Counting six months from the incident date you gave us, that deadline may have passed on {claim deadline}. In some cases a request to present a late claim can still be made within one year of the incident (Government Code section 911.4): do not wait.",
      unknown: "You did not give us the date of the incident: count six months from that date.",
    },
  },
};
