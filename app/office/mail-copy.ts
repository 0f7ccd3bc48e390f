/**
 * The words of the mail the inbox sends to the office's own addresses (the office's
 * counterpart of the visitor-facing templates in app/content/office-replies.ts). An
 * assignment notice names no visitor: only the request's reference and a link to sign in.
 */
export const assignmentMailCopy = {
  subject: (reference: string) => `Request ${reference} was assigned to you`,
  parts: ({ by, reference, url }: { by: string; reference: string; url: string }) => ({
    assigned: `${by} assigned a request in the website's office inbox to you.`,
    reference: `Reference: ${reference}`,
    open: `Open it (sign in first if asked): ${url}`,
    nothingOfTheVisitor: "What the visitor wrote stays in the inbox: this message holds none of it.",
  }),
  linkLabel: "Open the request in the office inbox",
};

/**
 * What tells the office that a visitor answered through their reply's link: the request's
 * reference and a link, nothing of what the visitor wrote (it is in the thread).
 */
export const answerNoticeCopy = {
  subject: (reference: string) => `An answer arrived on request ${reference}`,
  parts: ({ reference, url, assigned }: { reference: string; url: string; assigned: boolean }) => ({
    arrived: `The visitor of request ${reference} answered through the secure link in the office's reply${assigned ? ": the request is assigned to you" : ""}.`,
    open: `Read it in the request's thread (sign in first if asked): ${url}`,
    nothingOfTheVisitor: "What the visitor wrote stays in the inbox: this message holds none of it.",
  }),
  linkLabel: "Open the request in the office inbox",
};
