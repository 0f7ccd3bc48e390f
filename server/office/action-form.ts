import { z } from "zod";
import { officeInstant } from "~/lib/business-day";
import { REPLY_TEMPLATE_KEYS, TEXT_LIMITS } from "~/office/form-limits";
import { CALL_OUTCOMES, REQUEST_STAGES } from "../db/schema";
import type { ListedStage } from "../requests/reads";
import { ONCE_FIELD } from "./once";

/** The stages the stage form moves to; spam has its own action. */
export const MOVABLE_STAGES = REQUEST_STAGES.filter((stage) => stage !== "spam") as Exclude<ListedStage, "spam">[];

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
  z.object({
    intent: z.literal("call"),
    outcome: z.enum(CALL_OUTCOMES),
    /** When they asked to be called back, on the office's clock ("2026-12-01T10:30"); only with that outcome. */
    callBackAt: z
      .string()
      .transform((value, context) => {
        const at = officeInstant(value);
        if (at === null) context.addIssue({ code: "custom", message: "not a time" });
        return at ?? 0;
      })
      .optional(),
    body: typed(TEXT_LIMITS.note).optional(),
  }),
  z.object({ intent: z.literal("note"), body: typed(TEXT_LIMITS.note).pipe(z.string().min(1)) }),
  z.object({ intent: z.literal("deliver"), confirm: z.literal("yes").optional() }),
  z.object({ intent: z.literal("spam") }),
  z.object({ intent: z.literal("not_spam") }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("yes").optional() }),
  /** Merge with another request: one the page names (a possible duplicate), or one by its reference. */
  z.object({
    intent: z.literal("merge"),
    other: z.uuid().optional(),
    reference: z.string().trim().max(20).optional(),
  }),
  z.object({ intent: z.literal("unmerge"), merge: z.uuid() }),
  z.object({ intent: z.literal("upload_link"), language: z.enum(["en", "es"]) }),
]);

export type RequestAction = z.infer<typeof RequestActionSchema>;

/** Fields every signed-in office form carries besides its own: the session's token and the one-time action id. */
const CARRIED = new Set(["csrf", ONCE_FIELD]);

/** The form's fields as an action, or null when they are not one. */
export function requestActionOf(form: URLSearchParams): RequestAction | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (!CARRIED.has(name) && !(name in fields)) fields[name] = value;
  // A select left on its first option posts "", which means "none" for optional fields.
  for (const name of ["template", "reason", "body", "confirm", "callBackAt", "other", "reference"]) {
    if (fields[name] === "") delete fields[name];
  }
  const parsed = RequestActionSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** What the list's bulk form may do to the requests ticked: the same actions as their pages. */
export const BULK_ACTIONS = ["assign", "stage", "spam"] as const;

/** Requests the bulk form changes at once when it applies to a whole listing: pressed again, it takes the next ones. */
export const BULK_LISTING_AT_MOST = 500;

/**
 * The list's bulk form: an action, and the requests it applies to: those ticked, every one on
 * the page (a page holds at most 50), or, `listing`, every one the listing finds, up to
 * BULK_LISTING_AT_MOST at a time.
 */
export const BulkActionSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.uuid()).max(BULK_LISTING_AT_MOST),
  listing: z.boolean(),
  assignee: z.string().trim().toLowerCase().max(320).optional(),
  stage: z.enum(MOVABLE_STAGES).optional(),
  reason: oneLine(TEXT_LIMITS.reason).optional(),
  /** Where to go back to: the inbox's own listing. */
  back: z
    .string()
    .max(2_000)
    .regex(/^\/office(?:\?[^#]*)?$/)
    .optional(),
});

export type BulkAction = z.infer<typeof BulkActionSchema>;

/** The bulk form's fields as an action, or null when they are not one. Ticked ids, or every id on the page. */
export function bulkActionOf(form: URLSearchParams): BulkAction | null {
  const listing = form.get("scope") === "listing";
  const every = form.get("scope") === "page";
  const ids = listing ? [] : [...new Set(every ? form.getAll("page") : form.getAll("id"))].slice(0, 51);
  const optional = (name: string) => {
    const value = form.get(name);
    return value === null || value === "" ? undefined : value;
  };
  if (ids.length > 50) return null;
  const parsed = BulkActionSchema.safeParse({
    action: form.get("action"),
    ids,
    listing,
    assignee: form.get("assignee") ?? undefined,
    stage: optional("stage"),
    reason: optional("reason"),
    back: optional("back"),
  });
  return parsed.success ? parsed.data : null;
}
