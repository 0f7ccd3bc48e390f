import { Toaster as SonnerToaster } from "sonner";
import "./toaster.css";

export default function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={8000} />;
}
