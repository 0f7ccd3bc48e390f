import { toasterCopy } from "~/content/layout";
import { Toaster, type ToasterProps } from "./toaster";

/** The toast outlet with its English labels, in a chunk of its own (ADR 075: one language a chunk). */
export default function EnglishToaster(props: ToasterProps) {
  return <Toaster {...props} copy={toasterCopy} />;
}
