/**
 * The words around every guide: the card that leads to a call, the list of the other guides and
 * the note under the text. Each guide's own words are in its module beside this one.
 *
 * PLACEHOLDERS: sample wording the firm reviews before launch.
 */
import { consultationAction } from "~/content/shared";

export const guideFrameCopy = {
  breadcrumbHome: "Home",
  /** The heading of the list of links to the sections of a long guide. */
  onThisPage: "On this page",
  relatedTitle: "More guides",
  asideTitle: "Talk to a lawyer, free",
  asideBody: "A free, private first talk about your case, usually within 24 hours, by phone, video or in person.",
  callLabel: "Call",
  scheduleLabel: consultationAction.label,
  disclaimer:
    "This guide is general information about California and federal law, not legal advice for your situation. Every case depends on its own facts. Sending a message does not make you a client.",
};
