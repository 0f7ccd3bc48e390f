import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import "./toaster.css";

/** sonner's outlet; its polite live region is rendered with it, before any toast. */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <SonnerToaster position="top-center" richColors closeButton duration={8000} />;
}
