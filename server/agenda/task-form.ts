import { z } from "zod";
import { officeInstant } from "~/lib/business-day";

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A task's title: one line, as the office typed it. */
const title = z
  .string()
  .transform((value) => value.replace(CONTROL, " ").replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1).max(200));

/** When it is due, on the office's clock, as <input type=datetime-local> posts it ("2026-12-07T10:00"). */
const due = z.string().transform((value, context) => {
  const at = officeInstant(value);
  if (at === null) context.addIssue({ code: "custom", message: "not a time" });
  return at ?? 0;
});

/** A suggestion's key as server/agenda/suggestions.ts makes them. */
const suggestionKey = z.string().regex(/^(?:follow-up:\d{1,15}|(?:claim|suit|court):\d{8})$/);

/**
 * The task forms of a request's page and of Today, checked before anything acts on them. The
 * request is named by the page's URL, or by `request` on Today.
 */
export const TaskActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("task_add"),
    title,
    due,
    owner: z.string().trim().toLowerCase().max(320),
  }),
  z.object({ intent: z.literal("task_done"), task: z.uuid() }),
  z.object({ intent: z.literal("task_reopen"), task: z.uuid() }),
  z.object({ intent: z.literal("task_tomorrow"), task: z.uuid() }),
  z.object({ intent: z.literal("task_confirm"), suggestion: suggestionKey }),
  z.object({ intent: z.literal("task_dismiss"), suggestion: suggestionKey }),
]);

export type TaskAction = z.infer<typeof TaskActionSchema>;

/** Whether a form is one of the task forms (its intent says so), whether or not its fields are valid. */
export const isTaskForm = (form: URLSearchParams) => (form.get("intent") ?? "").startsWith("task_");

/** The form's fields as a task action, or null when they are not one. */
export function taskActionOf(form: URLSearchParams): TaskAction | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of form)
    if (name !== "csrf" && name !== "request" && !(name in fields)) fields[name] = value;
  const parsed = TaskActionSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
