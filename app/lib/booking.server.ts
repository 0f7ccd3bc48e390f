import { data } from "react-router";
import type { BookingContext } from "../../server/agenda/self-booking";
import { readOfficeForm } from "../../server/office/form";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by server/app.ts for the pick page (/book, /es/book) only. */
    booking?: BookingContext;
  }
}

/** The pick page's side of the request; a 404 where the server did not give one. */
export function bookingOf(context: { booking?: BookingContext }): BookingContext {
  if (!context.booking) throw data(null, { status: 404 });
  return context.booking;
}

/**
 * The time the pick form sent: the instant the slot starts, in milliseconds (the value of the
 * button pressed: unambiguous on the night the clock goes back), or null when none was.
 */
export async function pickedTime(request: Request): Promise<number | null> {
  const form = await readOfficeForm(request);
  if (!form.ok) throw data(null, { status: form.status });
  const value = form.fields.get("slot") ?? "";
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}
