/**
 * The production server as tests start it: the same process as `npm run serve`, with the
 * settings only tests change (retry timing, leases, link lifetimes) from TEST_CONFIG_OVERRIDES,
 * a JSON ConfigOverrides.
 *
 * With TEST_MEMORY_SAMPLES=1 (the memory soak, run with --expose-gc), SIGUSR2 makes it collect
 * its garbage and write its memory figures as one line on stdout: nothing new is served.
 */
import { runServer } from "../../server/run";

if (process.env.TEST_MEMORY_SAMPLES === "1") {
  process.on("SIGUSR2", () => {
    (globalThis as { gc?: () => void }).gc?.();
    process.stdout.write(`${JSON.stringify({ msg: "memory_sample", ...process.memoryUsage() })}\n`);
  });
}

await runServer({ overrides: JSON.parse(process.env.TEST_CONFIG_OVERRIDES || "{}") });
