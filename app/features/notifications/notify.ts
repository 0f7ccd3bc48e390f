import { toast } from "sonner";

export type Notice = { title: string; description: string; variant?: "success" | "destructive" };

/** Shows a toast in the site's one outlet (LazyToaster); sonner announces it politely. */
export function notify({ title, description, variant = "success" }: Notice) {
  if (variant === "destructive") toast.error(title, { description });
  else toast.success(title, { description });
}
