import { Toaster as SonnerToaster } from "sonner";

export default function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={8000} />;
}
