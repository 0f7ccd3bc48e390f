import { afterEach, describe, expect, it, vi } from "vitest";
import { caseEvaluation } from "../requests/test-support";
import { createLinksRepository } from "./links-repository";
import { issueSignInLink } from "./sign-in";
import {
  OFFICE,
  ORIGIN,
  officeRequest as request,
  redeem,
  setUpBackend as setUp,
  signedInCookie,
  stopBackends,
  outcome,
} from "./test-backend";

afterEach(async () => {
  vi.useRealTimers();
  await stopBackends();
});

describe("office sessions", () => {
  it("end after 30 minutes idle, and after 12 hours however active", async () => {
    const { backend, office } = await setUp();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const cookie = await signedInCookie(backend);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    vi.advanceTimersByTime(29 * 60_000);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    vi.advanceTimersByTime(30 * 60_000 + 1);
    expect(await office.forRequest(request(cookie), "ip").session()).toBeNull();

    const active = await signedInCookie(backend);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      vi.advanceTimersByTime(20 * 60_000);
      expect(await office.forRequest(request(active), "ip").session()).not.toBeNull();
    }
    vi.advanceTimersByTime(20 * 60_000);
    expect(await office.forRequest(request(active), "ip").session()).toBeNull();
  });

  it("write when they were last seen once a minute at most, not on every page", async () => {
    const { backend, office, db } = await setUp();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const cookie = await signedInCookie(backend);
    const lastSeen = async () =>
      Number(((await db.selectFrom("office_sessions").select("last_seen_at").executeTakeFirst()) ?? {}).last_seen_at);
    const signedInAt = await lastSeen();
    vi.advanceTimersByTime(30_000);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    expect(await lastSeen()).toBe(signedInAt);
    vi.advanceTimersByTime(31_000);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    expect(await lastSeen()).toBe(signedInAt + 61_000);
  });

  it("the form token belongs to its session", async () => {
    const { backend, office } = await setUp();
    const one = await office.forRequest(request(await signedInCookie(backend)), "ip").session();
    const two = await office.forRequest(request(await signedInCookie(backend)), "ip").session();
    const context = office.forRequest(request(), "ip");
    expect(context.formTokenValid(one!, one!.csrf)).toBe(true);
    expect(context.formTokenValid(one!, two!.csrf)).toBe(false);
    expect(context.formTokenValid(one!, null)).toBe(false);
  });
});

describe("office sign-in links", () => {
  it("are stored only for office addresses, mailed through the transport, and answered before the database is asked", async () => {
    const { office, db, sent } = await setUp();
    const context = office.forRequest(request(), "10.0.0.1");
    // Synchronous: nothing the answer could wait for, whatever the address.
    expect(context.requestLink(` ${OFFICE.toUpperCase()} `)).toBeUndefined();
    expect(context.requestLink("stranger@example.com")).toBeUndefined();
    await office.settled();
    const rows = await db.selectFrom("office_sign_in_links").select("email").execute();
    expect(rows).toEqual([{ email: OFFICE }]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.to).toEqual([OFFICE]);
    // Once delivered, the queue keeps no copy of a link.
    await vi.waitFor(async () => {
      const kept = await db.selectFrom("mail_outbox").select("message").where("message", "is not", null).execute();
      expect(kept).toEqual([]);
    });
  });

  it("come again only after a wait that doubles with each live link, and at once after a sign-in", async () => {
    const { backend, office, db } = await setUp({ OFFICE_LINKS_PER_HOUR: "0" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const links = async () => (await db.selectFrom("office_sign_in_links").select("email").execute()).length;
    const ask = async (client = "10.0.0.1") => {
      office.forRequest(request(), client).requestLink(OFFICE);
      await office.settled();
      return links();
    };
    expect(await ask()).toBe(1);
    // Anyone asking again, from anywhere, within a minute: no new link; the one mailed still works.
    for (let i = 2; i < 40; i++) expect(await ask(`203.0.113.${i}`)).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(await ask()).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(await ask()).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(await ask()).toBe(3);
    // Never longer than half a link's life (7.5 of 15 minutes): the newest link always has as long again.
    vi.advanceTimersByTime(4 * 60_000);
    expect(await ask()).toBe(4);
    vi.advanceTimersByTime(7.5 * 60_000 - 1);
    expect(await ask()).toBe(4);
    vi.advanceTimersByTime(1);
    expect(await ask()).toBe(5);

    // Signing in ends the other links, and the next request is mailed at once.
    const [cookie] = (await redeem(
      office,
      await issueSignInLink(createLinksRepository(backend.database), { origin: ORIGIN, ttlMs: 900_000, email: OFFICE }),
    ))!;
    expect(cookie).toMatch(/^office_session=/);
    expect(await db.selectFrom("office_sign_in_links").select("email").where("used_at", "is", null).execute()).toEqual(
      [],
    );
    expect(await ask()).toBe(2);
  });

  it("count per client only the links actually mailed, and key an IPv6 client by its /64", async () => {
    const emails = ["a@law.example", "b@law.example", "c@law.example"];
    const { office, db } = await setUp({ OFFICE_EMAILS: emails.join(","), OFFICE_LINKS_PER_HOUR: "2" });
    const ask = async (email: string, client: string) => {
      office.forRequest(request(), client).requestLink(email);
      await office.settled();
    };
    // Turned away by the wait (a live link exists): nothing of the client's share is spent.
    for (let i = 0; i < 10; i++) await ask("a@law.example", "2001:db8:1:2::1");
    await ask("b@law.example", "2001:db8:1:2::ffff");
    // A third link for the same /64, from another address in it: over its share.
    await ask("c@law.example", "2001:db8:1:2:aaaa::9");
    const rows = await db.selectFrom("office_sign_in_links").select("email").orderBy("email").execute();
    expect(rows).toEqual([{ email: "a@law.example" }, { email: "b@law.example" }]);
    // Another /64 is another client.
    await ask("c@law.example", "2001:db8:1:3::1");
    expect(await db.selectFrom("office_sign_in_links").select("email").execute()).toHaveLength(3);
  });

  it("hold an opened link in a cookie for its path alone, and refuse it once used", async () => {
    const { backend, office } = await setUp({
      SITE_URL: "https://law.example",
      EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    });
    const url = await issueSignInLink(createLinksRepository(backend.database), {
      origin: ORIGIN,
      ttlMs: 900_000,
      email: OFFICE,
    });
    const token = new URL(url).searchParams.get("token")!;
    const held = office.forRequest(request(), "ip").holdLink(token);
    expect(held).toBe(`office_link=${token}; Path=/office/link; HttpOnly; SameSite=Lax; Max-Age=900; Secure`);
    expect(office.forRequest(request(), "ip").holdLink("not-a-token")).toBe(
      "office_link=; Path=/office/link; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
    expect(await office.forRequest(request(held), "ip").linkUsable()).toBe(true);
    const cookies = await office.forRequest(request(held), "ip").redeemLink();
    expect(cookies?.[1]).toBe("office_link=; Path=/office/link; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
    expect(await office.forRequest(request(held), "ip").linkUsable()).toBe(false);
    expect(await office.forRequest(request(held), "ip").redeemLink()).toBeNull();
  });
});

describe("not spam", () => {
  it("mails only what the endpoint itself would have taken, and never a crafted address as Reply-To", async () => {
    const { backend, office, sent } = await setUp();
    const session = (await office.forRequest(request(await signedInCookie(backend)), "ip").session())!;
    const context = office.forRequest(request(), "ip");
    const spam = async (body: Record<string, unknown>) => {
      const saved = await backend.requests.save({
        kind: "spam",
        source: "case-evaluation",
        rawBody: JSON.stringify({ ...body, contactReference: "bot" }),
      });
      return "id" in saved ? saved.id : "";
    };
    const crafted = await spam({ ...caseEvaluation, email: '"billing@law.example" <attacker@evil.example>' });
    const notARequest = await spam({ firstName: "Avery Law", caseDescription: 1234 });
    const genuine = await spam({ ...caseEvaluation, lastName: "  Genuine  " });

    expect(await outcome(context, session, crafted, { intent: "not_spam" })).toBe("not_a_valid_request");
    expect(await outcome(context, session, notARequest, { intent: "not_spam" })).toBe("not_a_valid_request");
    expect((await backend.reads.get(crafted))?.status).toBe("spam");
    expect(await outcome(context, session, genuine, { intent: "not_spam" })).toBe("done");
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.replyTo).toEqual({ name: "Jane Genuine", address: caseEvaluation.email });
    // Stored as the endpoint stores a request: validated, trimmed, without the trap.
    expect(JSON.parse((await backend.reads.get(genuine))!.payload)).toEqual({ ...caseEvaluation, lastName: "Genuine" });
    expect(await outcome(context, session, "not-a-uuid\u0000", { intent: "not_spam" })).toBe("unchanged");
  });
});

describe("stuck deliveries", () => {
  it("are logged once per request and counted for the banner", async () => {
    const { backend, lines } = await setUp(
      {},
      {
        mailDown: true,
        async before(requests) {
          const payload = { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as const;
          await requests.save(payload, Date.now() - 31 * 60_000);
          await requests.save(payload, Date.now());
        },
      },
    );
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === "delivery_stuck")).toHaveLength(1));
    expect(await backend.requests.takeNewlyStuck(Date.now() - 30 * 60_000, Date.now())).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain(caseEvaluation.email);
    expect(await backend.reads.countStuck(Date.now() - 30 * 60_000)).toBe(1);
    expect(await backend.readiness()).toMatchObject({ pending: 2, failed: 0 });
    expect((await backend.readiness()).oldestPendingAgeSeconds).toBeGreaterThanOrEqual(31 * 60);
  });
});
