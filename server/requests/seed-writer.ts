import type { Database } from "../db/open";
import { createRequestReads } from "./reads";
import { createRequestsRepository } from "./repository";
import { seedRequests, type Seeded, type SeedOptions } from "./seed-requests";
import { createThreadRepository } from "./thread-repository";

/** Requests generated and written per round: memory holds one round. */
const ROUND = 5_000;

export class RealRequestsError extends Error {
  constructor() {
    super(
      "Refused: this database holds requests the site received (or conflict-check records). " +
        "The seed fills only an empty database, or one only it has filled.",
    );
  }
}

/**
 * Writes `options.count` fake requests (./seed-requests.ts) through their tables' own writers,
 * a round at a time. Refuses, writing nothing, a database that holds anything the site received.
 */
export async function writeSeed(
  database: Database,
  options: SeedOptions,
  onProgress: (written: number) => void = () => undefined,
): Promise<void> {
  if (await createRequestReads(database).holdsRealRequests()) throw new RealRequestsError();
  const requests = createRequestsRepository(database);
  const thread = createThreadRepository(database);
  let round: Seeded[] = [];
  let written = 0;
  const flush = async () => {
    await requests.storeSeeded(round.map(({ request }) => request));
    await thread.addMany(round.flatMap(({ entries }) => entries));
    written += round.length;
    round = [];
    onProgress(written);
  };
  await database.bulkLoad(async () => {
    for (const seeded of seedRequests(options)) {
      round.push(seeded);
      if (round.length === ROUND) await flush();
    }
    if (round.length > 0) await flush();
  });
  await database.optimize();
}
