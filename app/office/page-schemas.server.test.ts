import { describe, expect, it } from "vitest";
import {
  AuditQuerySchema,
  DashboardQuerySchema,
  InboxQuerySchema,
  ListingFieldsSchema,
  paramsOf,
  RequestQuerySchema,
} from "./page-schemas.server";

const read = <S extends { parse(input: unknown): unknown }>(schema: S, query: string) =>
  schema.parse(paramsOf(new URLSearchParams(query))) as ReturnType<S["parse"]>;

describe("the office pages' schemas", () => {
  it("read what the pages' own links and forms send", () => {
    expect(read(InboxQuerySchema, "filter=spam&view=abcdefghijklmnopqrstuv&page=last")).toMatchObject({
      filter: "spam",
      view: "abcdefghijklmnopqrstuv",
      page: "last",
      deleted: false,
    });
    expect(
      read(
        ListingFieldsSchema,
        "filter=all&q=Marisol&mine=1&claim=soon&suit=90&source=phone&edition=es&from=2026-02-28&sort=claim-deadline",
      ),
    ).toEqual({
      filter: "all",
      q: "Marisol",
      mine: true,
      claim: "30",
      suit: "90",
      source: "phone",
      edition: "es",
      from: "2026-02-28",
      to: "",
      // The deadline order's old name reads as its new one.
      sort: "deadline",
    });
    // A view keeps the fields as read: read again, they are the same ("Mine" stays on).
    const kept = read(ListingFieldsSchema, "filter=all&mine=1&sort=deadline");
    expect(ListingFieldsSchema.parse(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(kept.mine).toBe(true);
    expect(read(RequestQuerySchema, "compose=decline&lang=es&sent=reply-later")).toMatchObject({
      compose: "decline",
      lang: "es",
      sent: "reply-later",
      error: null,
    });
    expect(read(AuditQuerySchema, "page=3")).toEqual({ page: 3 });
    expect(read(DashboardQuerySchema, "from=2025-01&to=2025-12")).toEqual({ from: "2025-01", to: "2025-12" });
  });

  it("fall back for what they do not offer, prototype names and absurd numbers included", () => {
    expect(read(RequestQuerySchema, "sent=__proto__&compose=constructor&lang=toString&error=valueOf")).toMatchObject({
      sent: null,
      compose: null,
      lang: null,
      error: null,
    });
    expect(read(AuditQuerySchema, "page=99999999999999999999")).toEqual({ page: 1 });
    for (const page of ["-1", "0", "1.5", "x", ""]) expect(read(AuditQuerySchema, `page=${page}`)).toEqual({ page: 1 });
    expect(read(InboxQuerySchema, "filter=__proto__&view=../../etc&after=1.2.x&page=first")).toMatchObject({
      filter: "open",
      view: null,
      after: null,
      page: null,
    });
    expect(read(ListingFieldsSchema, "from=2026-02-31&to=9999-99-99&sort=__proto__&claim=7&q=a%00b")).toMatchObject({
      from: "",
      to: "",
      sort: "newest",
      claim: null,
      q: "ab",
    });
    expect(read(DashboardQuerySchema, "from=0000-00&to=2025-13")).toEqual({ from: undefined, to: undefined });
    // The first of repeated names, as the pages read them.
    expect(read(InboxQuerySchema, "filter=spam&filter=all").filter).toBe("spam");
  });

  it("take a search of any length down to the form's 200 characters", () => {
    expect(read(ListingFieldsSchema, `q=${"a".repeat(5_000)}`).q).toHaveLength(200);
  });
});
