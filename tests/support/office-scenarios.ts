/**
 * The security review's findings as scenarios on the office in production form
 * (./office-stack.ts), each returning what it counted: the integration tests assert on them, and
 * `npm run audit:office` (scripts/office-findings.ts) runs them many times, on this checkout and
 * an older one, for the figures of the closing note. Every request goes through the office's own
 * pages (./office-client.ts), so a scenario drives whatever forms a checkout renders.
 */
import { randomBytes } from "node:crypto";
import { caseEvaluation, sleep } from "../integration/contact-helpers";
import { send, type OfficeClient } from "./office-client";
import type { OfficeStack } from "./office-stack";
import type { SmtpSink } from "./smtp-sink";

/** Ten random letters: no two requests' words share more than a letter or two, as real names rarely do. */
export const randomWord = () => Array.from(randomBytes(10), (byte) => "abcdefghijklmnopqrstuvwxyz"[byte % 26]).join("");

export type Visitor = { id: string; lastName: string; email: string; tag: string };

let sent = 0;

/** A visitor's request through the proxy, with a name and an address of its own. */
export async function visitorRequest(stack: OfficeStack, extra: Record<string, string> = {}): Promise<Visitor> {
  const tag = randomWord();
  const lastName = `Quintanilla${tag}`;
  const email = `visitor-${tag}@example.org`;
  const answer = await send(`${stack.base}/functions/v1/send-contact-email`, {
    method: "POST",
    ca: stack.ca,
    headers: {
      "Content-Type": "application/json",
      Authorization: "Bearer public-anon-key-for-local-development",
      Origin: stack.base,
      "X-Forwarded-For": `192.0.2.${++sent % 250}`,
    },
    body: JSON.stringify({ ...caseEvaluation, firstName: "Marisol", lastName, email, ...extra }),
  });
  if (answer.status !== 200) throw new Error(`the visitor's request answered ${answer.status}`);
  return { id: (JSON.parse(answer.body) as { id: string }).id, lastName, email, tag };
}

/** Letters the sink received for `address`, since `after`. */
export const lettersTo = (sink: SmtpSink, address: string, after = 0) =>
  sink.messages.filter(
    (mail, index) =>
      sink.arrivedAt[index]! >= after &&
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => entry.address === address)),
  ).length;

/** The reply form of a request's page, with a template chosen, as the composer renders it. */
export const replyForm = (client: OfficeClient, id: string) =>
  client.form(`/office/requests/${id}?compose=received&lang=en`, { intent: "reply" });

export const count = async (stack: OfficeStack, text: string, parameters: unknown[]) =>
  Number((await stack.query(text, parameters))[0]?.n ?? 0);

/** Rows the database still holds of a request: the row, its thread, the mail about it, its delivery attempts. */
export async function rowsLeftOf(stack: OfficeStack, id: string): Promise<number> {
  let left = 0;
  for (const text of [
    "select count(*) as n from contact_requests where id = ?",
    "select count(*) as n from request_thread where request_id = ?",
    "select count(*) as n from mail_outbox where subject_ref = ?",
    "select count(*) as n from delivery_attempts where item_id = ?",
  ]) {
    left += await count(stack, text, [id]);
  }
  return left;
}

/** Waits until the sink has heard nothing new for `quietMs`: the mail an action queued has gone. */
export async function mailSettles(sink: SmtpSink, quietMs = 1_500, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  while (seen !== sink.messages.length && Date.now() < deadline) {
    seen = sink.messages.length;
    await sleep(quietMs);
  }
}

/** The same reply form posted `times` times: the answers' statuses and where they sent the browser. */
export async function sameReplyPosted(stack: OfficeStack, client: OfficeClient, times = 3) {
  const visitor = await visitorRequest(stack);
  const form = await replyForm(client, visitor.id);
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await client.submit(form));
  return { visitor, answers };
}

/** Two coordinators, their composers open on one request, press Send at once: `trials` times. */
export async function sendersAtOnce(stack: OfficeStack, one: OfficeClient, other: OfficeClient, trials: number) {
  const runs = [];
  for (let i = 0; i < trials; i++) {
    const visitor = await visitorRequest(stack);
    const [mine, theirs] = await Promise.all([replyForm(one, visitor.id), replyForm(other, visitor.id)]);
    const answers = await Promise.all([
      one.submit(mine, { body: "From the intake desk." }),
      other.submit(theirs, { body: "From the partner's desk." }),
    ]);
    runs.push({ visitor, answers });
  }
  await mailSettles(stack.sink);
  return runs.map((run) => ({ ...run, letters: lettersTo(stack.sink, run.visitor.email) }));
}

/**
 * A reply and "Delete now" on one request, the erasure 0 to 30 ms after the reply (by trial):
 * for each, whether any letter reached the visitor after Delete now had answered, and whether
 * the database still holds any row of the request.
 */
export async function replyAgainstErasure(
  stack: OfficeStack,
  replier: OfficeClient,
  eraser: OfficeClient,
  trials: number,
) {
  const runs = [];
  for (let i = 0; i < trials; i++) {
    const visitor = await visitorRequest(stack);
    const [reply, erase] = await Promise.all([
      replyForm(replier, visitor.id),
      eraser.form(`/office/requests/${visitor.id}`, { intent: "delete" }),
    ]);
    let erasedAt = 0;
    await Promise.all([
      replier.submit(reply),
      sleep(i % 31).then(async () => {
        await eraser.submit(erase, { confirm: "yes" });
        erasedAt = Date.now();
      }),
    ]);
    runs.push({ visitor, erasedAt });
  }
  await mailSettles(stack.sink);
  const results = [];
  for (const { visitor, erasedAt } of runs) {
    results.push({
      mailedAfter: lettersTo(stack.sink, visitor.email, erasedAt),
      rowsLeft: await rowsLeftOf(stack, visitor.id),
    });
  }
  return results;
}

/**
 * A reply sent while the first instance is killed as it answers (the stack's relay), the
 * instance started again after each: for each trial, the letters the visitor got, the reply
 * entries in the thread and in the audit trail, and whether the browser saw an error page
 * (then, the instance back, it goes Back and presses Send again, as a person would).
 */
export async function replyThroughACrash(stack: OfficeStack, client: OfficeClient, trials: number) {
  const runs = [];
  for (let i = 0; i < trials; i++) {
    const visitor = await visitorRequest(stack);
    const form = await replyForm(client, visitor.id);
    const killed = stack.killFirstWhileAnswering();
    let answer = await client.submit(form);
    await killed;
    await stack.restart(0);
    const errorPage = answer.status >= 500;
    if (errorPage) answer = await client.submit(form);
    runs.push({ visitor, errorPage, status: answer.status });
  }
  // A letter the killed instance had claimed as it died waits for its lease (two minutes) to run
  // out before the other instance sends it: wait for every visitor's letter that long, then for
  // quiet, so that a second letter would still be counted.
  const deadline = Date.now() + 150_000;
  while (runs.some(({ visitor }) => lettersTo(stack.sink, visitor.email) === 0) && Date.now() < deadline) {
    await sleep(500);
  }
  await mailSettles(stack.sink);
  const results = [];
  for (const { visitor, errorPage, status } of runs) {
    results.push({
      errorPage,
      status,
      letters: lettersTo(stack.sink, visitor.email),
      threadReplies: await count(
        stack,
        "select count(*) as n from request_thread where request_id = ? and kind = 'reply'",
        [visitor.id],
      ),
      auditedReplies: await count(
        stack,
        "select count(*) as n from office_audit where request_id = ? and action = 'reply'",
        [visitor.id],
      ),
    });
  }
  return results;
}

/** Assign and unassign `assignee` twenty times, then five replies in a row: the notices and letters of the next seconds. */
export async function mailFlood(stack: OfficeStack, client: OfficeClient, assignee: string) {
  const visitor = await visitorRequest(stack);
  const page = `/office/requests/${visitor.id}`;
  const since = Date.now();
  for (let i = 0; i < 20; i++) {
    const form = await client.form(page, { intent: "assign" });
    await client.submit(form, { assignee: i % 2 === 0 ? assignee : "" });
  }
  for (let i = 0; i < 5; i++) {
    const form = await replyForm(client, visitor.id);
    await client.submit(form, { body: `Reply number ${i + 1}.` });
  }
  await mailSettles(stack.sink);
  return {
    visitor,
    notices: lettersTo(stack.sink, assignee, since),
    letters: lettersTo(stack.sink, visitor.email, since),
  };
}

/** Staff behind one address (their clients' X-Forwarded-For set alike), `pages` pages each at once: how many were refused. */
export async function pagingBehindOneAddress(staff: OfficeClient[], pages: number, address = "203.0.113.9") {
  for (const client of staff) client.address = address;
  let refused = 0;
  for (let round = 0; round < pages; round++) {
    const answers = await Promise.all(staff.map((client) => client.get(round % 2 ? "/office?filter=all" : "/office")));
    refused += answers.filter((answer) => answer.status === 429).length;
  }
  return refused;
}
