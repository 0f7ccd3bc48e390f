import { randomBytes } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import { readSettings, type SchedulingSettings } from "./settings";

const TABLE = "scheduling_settings";
const ROW = 1;

/**
 * The one module that writes scheduling_settings: one row, made on first read with a random key
 * that signs the booking links (every instance reads the same one). The settings are read from
 * the database each time, so a change on one instance holds on all at once.
 */
export function createSettingsRepository(database: Database) {
  const { db } = database;
  let key: Buffer | undefined;

  async function row(): Promise<{ settings: string; booking_key: string } | undefined> {
    const { rows } = await database.read(
      db.selectFrom(TABLE).select(["settings", "booking_key"]).where("id", "=", ROW).compile(),
    );
    return rows[0] as { settings: string; booking_key: string } | undefined;
  }

  async function ensured() {
    const found = await row();
    if (found) return found;
    await database.write([
      db
        .insertInto(TABLE)
        .values({
          id: ROW,
          settings: "{}",
          booking_key: randomBytes(32).toString("hex"),
          updated_at: Date.now(),
          updated_by: "",
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .compile(),
    ]);
    return (await row())!;
  }

  return {
    async get(): Promise<SchedulingSettings> {
      return readSettings((await row())?.settings);
    },
    /** The key that signs booking links: the same on every instance, made once. */
    async bookingKey(): Promise<Buffer> {
      key ??= Buffer.from((await ensured()).booking_key, "hex");
      return key;
    },
    /** The statement that stores new settings (with the audit record the caller adds). */
    async saving(settings: SchedulingSettings, by: string, at: number): Promise<CompiledQuery> {
      await ensured();
      return db
        .updateTable(TABLE)
        .set({ settings: JSON.stringify(settings), updated_at: at, updated_by: by })
        .where("id", "=", ROW)
        .compile();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
