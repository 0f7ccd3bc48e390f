import { toasterCopy } from "~/content/es/layout";
import { Toaster, type ToasterProps } from "./toaster";

/** The toast outlet with its Spanish labels, so screen readers on /es hear no English. */
export default function SpanishToaster(props: ToasterProps) {
  return <Toaster {...props} copy={toasterCopy} />;
}
