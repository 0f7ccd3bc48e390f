/**
 * `npm run office:recount`: makes the counts the inbox's tabs and the dashboard read afresh
 * from the requests themselves (server/db/kept-counts.ts), in the database DATABASE_URL names.
 * The repository keeps them as requests change, so this is for after a rolling deploy from a
 * release that did not keep them (its instances stored and moved requests meanwhile), or after
 * a change to what is counted. Safe while the server runs: other instances' writes wait for it.
 */
import { createRequestsRepository } from "../requests/repository";
import { commandConfig, runCommand, withDatabase } from "./command";

runCommand(async () => {
  await withDatabase(commandConfig(), async (database) => {
    const started = performance.now();
    const dated = await createRequestsRepository(database).recount();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Counted the requests afresh in ${seconds.toFixed(1)} s` +
        (dated > 0 ? `; ${dated.toLocaleString("en-US")} of them were given their months and weeks first.` : "."),
    );
  });
});
