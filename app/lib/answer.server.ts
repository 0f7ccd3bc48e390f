import { data } from "react-router";
import type { AnswerContext } from "../../server/answer/service";
import { readOfficeForm } from "../../server/office/form";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by server/app.ts for the answer page (/answer, /es/answer) only. */
    answer?: AnswerContext;
  }
}

/** The answer page's side of the request; a 404 where the server did not give one. */
export function answerOf(context: { answer?: AnswerContext }): AnswerContext {
  if (!context.answer) throw data(null, { status: 404 });
  return context.answer;
}

/** The answer form's text, read as the office's forms are (URL-encoded, bounded); a malformed body is refused. */
export async function answerText(request: Request): Promise<string> {
  const form = await readOfficeForm(request);
  if (!form.ok) throw data(null, { status: form.status });
  return form.fields.get("answer") ?? "";
}
