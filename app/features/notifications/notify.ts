import { toast } from "sonner";

export type Notice = { title: string; description: string; variant?: "success" | "destructive" };

/** Hands a toast to sonner; callers go through showToast (./show-toast), which waits for the outlet. */
export function notify({ title, description, variant = "success" }: Notice) {
  if (variant === "destructive") toast.error(title, { description });
  else toast.success(title, { description });
}
