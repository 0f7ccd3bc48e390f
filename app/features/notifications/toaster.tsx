import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import type { toasterCopy } from "~/content/layout";
import type { Translation } from "~/content/translation";
import "./toaster.css";

export type ToasterProps = { onMounted: () => void };

/** sonner's outlet; its polite live region is rendered with it, before any toast. */
export function Toaster({ onMounted, copy }: ToasterProps & { copy: Translation<typeof toasterCopy> }) {
  useEffect(onMounted, [onMounted]);
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      duration={8000}
      containerAriaLabel={copy.label}
      toastOptions={{ closeButtonAriaLabel: copy.close }}
    />
  );
}
