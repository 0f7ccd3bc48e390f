import { createContext, useContext } from "react";
import type { MessageWidgetCopy } from "./widget-copy";

/** The panel's words in the page's edition, for its parts. */
const CopyContext = createContext<MessageWidgetCopy | null>(null);

export const PanelCopyProvider = CopyContext.Provider;

export function usePanelCopy(): MessageWidgetCopy {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error("the message widget's panel needs its copy");
  return copy;
}

/** The visitor's message box, which the conversation's parts move focus to and from. */
export type MessageBoxRef = React.RefObject<HTMLTextAreaElement | null>;
