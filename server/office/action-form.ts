import { z } from "zod";
import { REPLY_TEMPLATE_KEYS, TEXT_LIMITS } from "~/office/form-limits";
import { REQUEST_STAGES, type RequestStage } from "../db/schema";
import { ONCE_FIELD } from "./once";

/** The stages the stage form moves to; spam has its own action. */
export const MOVABLE_STAGES = REQUEST_STAGES.filter((stage) => stage !== "spam") as Exclude<RequestStage, "spam">[];

/** Text as the office typed it: line breaks and tabs kept, other control characters and CRs gone, trimmed. */
const typed = (max: number) =>
  z
    .string()
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        // eslint-disable-next-line no-control-regex -- stripping control characters is the point
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
        .trim(),
    )
    .pipe(z.string().max(max));

/** One line: a subject or a reason stays on one line whatever was pasted. */
const oneLine = (max: number) => typed(max * 2).transform((value) => value.replace(/\s+/g, " ").slice(0, max));

/**
 * Every action the request page's forms post, checked before anything acts on it. A form
 * that is not one of these (an unknown intent, a missing or oversized field) is refused as
 * the sender's error.
 */
export const RequestActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("stage"),
    stage: z.enum(MOVABLE_STAGES),
    reason: oneLine(TEXT_LIMITS.reason).optional(),
  }),
  z.object({ intent: z.literal("assign"), assignee: z.string().trim().toLowerCase().max(320) }),
  z.object({
    intent: z.literal("reply"),
    template: z.enum(REPLY_TEMPLATE_KEYS).optional(),
    language: z.enum(["en", "es"]),
    subject: oneLine(TEXT_LIMITS.subject).pipe(z.string().min(1)),
    body: typed(TEXT_LIMITS.replyBody).pipe(z.string().min(1)),
    /** The newest reply the composer's page showed ("" for none): another since then, and this one waits to be sent again. */
    seen: z.union([z.literal(""), z.uuid()]).optional(),
  }),
  z.object({ intent: z.literal("reply_again"), entry: z.uuid() }),
  z.object({ intent: z.literal("call"), body: typed(TEXT_LIMITS.note).optional() }),
  z.object({ intent: z.literal("note"), body: typed(TEXT_LIMITS.note).pipe(z.string().min(1)) }),
  z.object({ intent: z.literal("deliver"), confirm: z.literal("yes").optional() }),
  z.object({ intent: z.literal("spam") }),
  z.object({ intent: z.literal("not_spam") }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("yes").optional() }),
]);

export type RequestAction = z.infer<typeof RequestActionSchema>;

/** Fields every signed-in office form carries besides its own: the session's token and the one-time action id. */
const CARRIED = new Set(["csrf", ONCE_FIELD]);

/** The form's fields as an action, or null when they are not one. */
export function requestActionOf(form: URLSearchParams): RequestAction | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (!CARRIED.has(name) && !(name in fields)) fields[name] = value;
  // A select left on its first option posts "", which means "none" for optional fields.
  for (const name of ["template", "reason", "body", "confirm"]) if (fields[name] === "") delete fields[name];
  const parsed = RequestActionSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
