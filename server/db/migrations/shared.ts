import { CompiledQuery, sql, type Kysely, type Migration } from "kysely";
import { replyDueAt } from "~/lib/business-day";
import { derivedColumns } from "../../payload/derived";

/**
 * Migrations both histories share, under the same names (sqlite.ts and postgres.ts merge them
 * in after their own first steps). Portable DDL only: varchar, text, bigint, integer.
 */
export const sharedMigrations: Record<string, Migration> = {
  "2026-11-23-010-office-inbox-columns": {
    async up(db: Kysely<unknown>) {
      // When the office marked the request handled (null: still open).
      await db.schema.alterTable("contact_requests").addColumn("handled_at", "bigint").execute();
      // When delivery_stuck was logged for it, so it is logged once.
      await db.schema.alterTable("contact_requests").addColumn("stuck_reported_at", "bigint").execute();
      // The inbox lists newest first, by status (spam or not) and by handled state.
      await db.schema.createIndex("contact_requests_inbox").on("contact_requests").columns(["created_at"]).execute();
      await db.schema
        .createIndex("contact_requests_open")
        .on("contact_requests")
        .columns(["handled_at", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("contact_requests_open").execute();
      await db.schema.dropIndex("contact_requests_inbox").execute();
      await db.schema.alterTable("contact_requests").dropColumn("stuck_reported_at").execute();
      await db.schema.alterTable("contact_requests").dropColumn("handled_at").execute();
    },
  },
  "2026-11-23-011-office-sign-in-links": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_sign_in_links")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("email", "varchar(320)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .addColumn("used_at", "bigint")
        .addColumn("mail_url", "varchar(2000)")
        .addColumn("mail_attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("mail_next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("mail_last_error", "varchar(200)")
        .addColumn("mail_delivered_at", "bigint")
        .execute();
      await db.schema
        .createIndex("office_sign_in_links_due")
        .on("office_sign_in_links")
        .columns(["mail_next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("office_sign_in_links_expiry")
        .on("office_sign_in_links")
        .columns(["expires_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_sign_in_links").execute();
    },
  },
  "2026-11-23-012-office-sessions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_sessions")
        .addColumn("id_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("email", "varchar(320)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("last_seen_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("office_sessions_expiry").on("office_sessions").columns(["expires_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_sessions").execute();
    },
  },
  "2026-11-23-013-office-audit": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_audit")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("actor", "varchar(320)", (column) => column.notNull())
        .addColumn("action", "varchar(32)", (column) => column.notNull())
        .addColumn("request_id", "varchar(36)")
        .addColumn("detail", "varchar(200)")
        .execute();
      await db.schema.createIndex("office_audit_at").on("office_audit").columns(["at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_audit").execute();
    },
  },
  "2026-11-26-020-one-delivery-loop": {
    async up(db: Kysely<unknown>) {
      // A claim is a lease of its own, so that "due again now" never touches a row in flight.
      await db.schema.alterTable("contact_requests").addColumn("lease_until", "bigint").execute();
      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("kind", "varchar(32)", (column) => column.notNull())
        .addColumn("subject_ref", "varchar(64)", (column) => column.notNull())
        .addColumn("message", "text")
        .addColumn("status", "varchar(16)", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("lease_until", "bigint")
        .addColumn("last_error", "varchar(200)")
        .addColumn("expires_at", "bigint")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("delivered_at", "bigint")
        .addColumn("failed_at", "bigint")
        .execute();
      await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema
        .createTable("delivery_attempts")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("queue", "varchar(32)", (column) => column.notNull())
        .addColumn("item_id", "varchar(64)", (column) => column.notNull())
        .addColumn("attempt", "integer", (column) => column.notNull())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("outcome", "varchar(16)", (column) => column.notNull())
        .addColumn("error", "varchar(200)")
        .execute();
      await db.schema
        .createIndex("delivery_attempts_item")
        .on("delivery_attempts")
        .columns(["item_id", "at"])
        .execute();
      // A link's mail now travels through mail_outbox; a link in flight at the upgrade is asked for again.
      await db.schema.dropIndex("office_sign_in_links_due").execute();
      for (const column of [
        "mail_url",
        "mail_attempts",
        "mail_next_attempt_at",
        "mail_last_error",
        "mail_delivered_at",
      ]) {
        await db.schema.alterTable("office_sign_in_links").dropColumn(column).execute();
      }
    },
  },
  "2026-11-26-030-office-pipeline": {
    async up(db: Kysely<unknown>) {
      const requests = () => db.schema.alterTable("contact_requests");
      await requests()
        .addColumn("stage", "varchar(24)", (column) => column.notNull().defaultTo("new"))
        .execute();
      await requests()
        .addColumn("stage_changed_at", "bigint", (column) => column.notNull().defaultTo(0))
        .execute();
      for (const [name, type] of [
        ["closed_at", "bigint"],
        ["decision_reason", "varchar(500)"],
        ["assignee", "varchar(320)"],
        ["first_contact_at", "bigint"],
        ["incident_on", "integer"],
        ["claim_deadline", "integer"],
        ["email_key", "varchar(320)"],
        ["phone_key", "varchar(20)"],
        ["agency_key", "varchar(200)"],
      ] as const) {
        await requests().addColumn(name, type).execute();
      }
      // Handled becomes Contacted, open becomes New, spam is Spam (closed when it arrived, as its retention counted).
      await sql`update contact_requests set stage = 'spam', closed_at = created_at where status = 'spam'`.execute(db);
      await sql`update contact_requests set stage = 'contacted', stage_changed_at = handled_at
        where handled_at is not null and status <> 'spam'`.execute(db);
      await sql`update contact_requests set stage_changed_at = created_at where stage_changed_at = 0`.execute(db);
      // What the inbox filters and matches on, from each stored payload (a spam row's may be anything).
      // Derived by today's code on purpose, not a frozen copy: these columns are a cache of the
      // payload that the code reading them must agree with, whenever the database is migrated.
      const { rows } = await sql<{ id: string; payload: string }>`select id, payload from contact_requests`.execute(db);
      for (const { id, payload } of rows) {
        const derived = derivedColumns(parsedObject(payload));
        if (Object.values(derived).every((value) => value === null)) continue;
        await sql`update contact_requests set incident_on = ${derived.incident_on},
          claim_deadline = ${derived.claim_deadline}, email_key = ${derived.email_key},
          phone_key = ${derived.phone_key}, agency_key = ${derived.agency_key} where id = ${id}`.execute(db);
      }
      await db.schema.dropIndex("contact_requests_open").execute();
      await requests().dropColumn("handled_at").execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("contact_requests").columns(columns).execute();
      await index("contact_requests_stage", ["stage", "created_at"]);
      await index("contact_requests_closed", ["stage", "closed_at"]);
      // The inbox's default list, open requests newest first, as the handled flag's index served it.
      await index("contact_requests_open_list", ["closed_at", "created_at"]);
      await index("contact_requests_claim", ["claim_deadline"]);
      await index("contact_requests_assignee", ["assignee", "created_at"]);
      await index("contact_requests_first_contact", ["first_contact_at"]);
      await index("contact_requests_email", ["email_key"]);
      await index("contact_requests_phone", ["phone_key"]);
      await index("contact_requests_agency", ["agency_key", "incident_on"]);

      await db.schema
        .createTable("request_thread")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("request_id", "varchar(36)", (column) => column.notNull())
        .addColumn("kind", "varchar(16)", (column) => column.notNull())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("author", "varchar(320)", (column) => column.notNull())
        .addColumn("body", "text", (column) => column.notNull())
        .addColumn("subject", "varchar(300)")
        .addColumn("template", "varchar(32)")
        .addColumn("language", "varchar(8)")
        .addColumn("outbox_id", "varchar(36)")
        .addColumn("detail", "varchar(320)")
        .execute();
      await db.schema
        .createIndex("request_thread_request")
        .on("request_thread")
        .columns(["request_id", "at"])
        .execute();

      await db.schema
        .createTable("conflict_records")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("name", "varchar(420)", (column) => column.notNull())
        .addColumn("email", "varchar(320)")
        .addColumn("phone", "varchar(60)")
        .addColumn("agency", "varchar(300)")
        .addColumn("incident_date", "varchar(60)")
        .addColumn("incident_on", "integer")
        .addColumn("decision", "varchar(16)", (column) => column.notNull())
        .addColumn("reason", "varchar(500)")
        .addColumn("received_at", "bigint", (column) => column.notNull())
        .addColumn("first_contact_at", "bigint")
        .addColumn("decided_at", "bigint", (column) => column.notNull())
        .addColumn("email_key", "varchar(320)")
        .addColumn("phone_key", "varchar(20)")
        .addColumn("agency_key", "varchar(200)")
        .execute();
      const recordIndex = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("conflict_records").columns(columns).execute();
      await recordIndex("conflict_records_decided", ["decided_at"]);
      await recordIndex("conflict_records_email", ["email_key"]);
      await recordIndex("conflict_records_phone", ["phone_key"]);
      await recordIndex("conflict_records_agency", ["agency_key", "incident_on"]);
    },
  },
  "2026-11-26-040-storage-probe": {
    async up(db: Kysely<unknown>) {
      // Rewritten during a full-disk episode, to tell when writes reach the disk again.
      await db.schema
        .createTable("storage_probe")
        .addColumn("id", "integer", (column) => column.primaryKey())
        .addColumn("written_at", "bigint", (column) => column.notNull())
        .addColumn("filler", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("storage_probe").execute();
    },
  },
  "2026-11-26-060-office-at-scale": {
    async up(db: Kysely<unknown>) {
      const requests = () => db.schema.alterTable("contact_requests");
      // What the dashboard counts by, kept with each request when it is stored (server/requests/derived.ts).
      await requests()
        .addColumn("edition", "varchar(8)", (column) => column.notNull().defaultTo("en"))
        .execute();
      await requests().addColumn("heard", "varchar(24)").execute();
      await requests().addColumn("reply_due_at", "bigint").execute();
      // Fake requests of `npm run office:seed`; every request the site received is 0.
      await requests()
        .addColumn("seeded", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await backfillFigures(db);
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("contact_requests").columns(columns).execute();
      // The listings' orders end with the id, which settles ties (server/requests/listing.ts): with it in
      // the index, a page is a walk of the index in order, never a sort.
      for (const name of ["contact_requests_inbox", "contact_requests_stage", "contact_requests_open_list"]) {
        await db.schema.dropIndex(name).execute();
      }
      await index("contact_requests_stage", ["stage", "created_at", "id"]);
      await index("contact_requests_open_list", ["closed_at", "created_at", "id"]);
      // Newest first across stages; the dashboard's counts read this index alone, never the rows (and
      // never what a visitor wrote), and the inbox filters by stage, channel and edition on it.
      await index("contact_requests_figures", [
        "created_at",
        "id",
        "stage",
        "source",
        "edition",
        "heard",
        "first_contact_at",
        "reply_due_at",
      ]);
      // "Mine" and the claim-deadline windows counted on their index alone, spam left out there too.
      await db.schema.dropIndex("contact_requests_assignee").execute();
      await index("contact_requests_assignee", ["assignee", "created_at", "id", "stage"]);
      await db.schema.dropIndex("contact_requests_claim").execute();
      // The banner of open requests nobody contacted whose claim deadline is near reads this index alone.
      await index("contact_requests_claim", ["claim_deadline", "stage", "first_contact_at", "closed_at"]);
      // The inbox's median time to first contact over 30 days reads this index alone. Only the
      // contacted are in it, so no planner takes it to find those nobody has contacted yet.
      await db.schema.dropIndex("contact_requests_first_contact").execute();
      await db.schema
        .createIndex("contact_requests_first_contact")
        .on("contact_requests")
        .columns(["first_contact_at", "created_at"])
        .where(sql.ref("first_contact_at"), "is not", null)
        .execute();
      // The claim-deadline order (server/requests/listing.ts), the requests without one last, walked in order.
      await sql`create index contact_requests_claim_order
        on contact_requests ((coalesce(claim_deadline, 99999999)), created_at, id)`.execute(db);
    },
  },
};

/**
 * contact_requests as the site's first release created it, where both histories start (each
 * adds its own next steps to it: SQLite's history in later entries, PostgreSQL's at once).
 */
export function contactRequestsTable(db: Kysely<unknown>) {
  return db.schema
    .createTable("contact_requests")
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("idempotency_key", "varchar(255)", (column) => column.unique())
    .addColumn("payload_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("source", "varchar(32)", (column) => column.notNull())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("last_error", "varchar(200)")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("delivered_at", "bigint");
}

/** The settled notifications, by status and when: the first release's second index, in both histories. */
export const settledIndex = (db: Kysely<unknown>) =>
  db.schema
    .createIndex("contact_requests_settled")
    .on("contact_requests")
    .columns(["status", "delivered_at"])
    .execute();

export const dropContactRequests = (db: Kysely<unknown>) => db.schema.dropTable("contact_requests").execute();

/** Rows the backfill writes in one statement. */
const BACKFILL_CHUNK = 500;

/**
 * Sets edition, heard and reply_due_at of every stored request from its payload and arrival,
 * many rows to a statement (one a row would cost a flush a row on SQLite).
 */
async function backfillFigures(db: Kysely<unknown>) {
  const { rows } = await db.executeQuery<{ id: string; source: string; payload: string; created_at: unknown }>(
    CompiledQuery.raw("select id, source, payload, created_at from contact_requests"),
  );
  for (let start = 0; start < rows.length; start += BACKFILL_CHUNK) {
    const tuples = rows.slice(start, start + BACKFILL_CHUNK).map((row) => {
      const derived = derivedColumns(parsedObject(row.payload), row.source === "widget" ? "widget" : "case-evaluation");
      return sql`(${row.id}, ${derived.edition}, ${derived.heard}, ${replyDueAt(Number(row.created_at))})`;
    });
    await sql`update contact_requests set edition = v.column2, heard = v.column3,
      reply_due_at = cast(v.column4 as bigint) from (values ${sql.join(tuples)}) as v
      where contact_requests.id = v.column1`.execute(db);
  }
}

function parsedObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
