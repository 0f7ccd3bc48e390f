/**
 * The production server as tests start it: the same process as `npm run serve`, with the
 * settings only tests change (retry timing, leases, link lifetimes) from TEST_CONFIG_OVERRIDES,
 * a JSON ConfigOverrides.
 */
import { runServer } from "../../server/run";

await runServer({ overrides: JSON.parse(process.env.TEST_CONFIG_OVERRIDES || "{}") });
