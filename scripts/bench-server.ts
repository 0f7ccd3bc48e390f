/**
 * `npm run bench:server`: autocannon against the production server for two pages, asking
 * for compressed responses as a browser does. Prints requests per second and p99 latency.
 */
import autocannon from "autocannon";
import { startTestServer } from "./start-test-server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const port = Number(process.env.BENCH_PORT ?? 4391);

const server = await startTestServer({ port });
try {
  for (const path of ["/", "/practice-areas/civil-rights"]) {
    const result = await autocannon({
      url: `${server.url}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": "br, gzip, deflate", accept: "text/html" },
    });
    const non2xx = result.non2xx + result.errors;
    console.log(
      `${path.padEnd(30)} ${Math.round(result.requests.average)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s   errors/non-2xx ${non2xx}`,
    );
  }
} finally {
  await server.stop();
}
