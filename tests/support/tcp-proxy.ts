/**
 * A TCP proxy on 127.0.0.1 in front of a server, for transfers over a bad connection: it cuts
 * every open connection once as the bytes it has passed towards the server reach each of `cuts`
 * (a signal lost mid-transfer), optionally sends the connections after the first cut to another
 * port (another instance), and optionally passes at most `bytesPerSecond`, holding nothing
 * beyond what the server is ready to take, as a slow link does.
 */
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

export type TcpProxy = {
  url: string;
  /** Bytes passed towards the server so far, over every connection. */
  passed(): number;
  cutsMade(): number;
  connections(): number;
  close(): Promise<void>;
};

export async function startTcpProxy({
  port,
  cuts = [],
  afterCut = port,
  bytesPerSecond = 0,
}: {
  port: number;
  cuts?: number[];
  /** Where connections go once the first cut is made. */
  afterCut?: number;
  bytesPerSecond?: number;
}): Promise<TcpProxy> {
  let passed = 0;
  let made = 0;
  let connections = 0;
  const started = Date.now();
  const open = new Set<Socket>();
  const server = createServer((client) => {
    connections++;
    const upstream = connect(made > 0 ? afterCut : port, "127.0.0.1");
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("data", (chunk: Buffer) => {
      passed += chunk.length;
      if (made < cuts.length && passed >= cuts[made]!) {
        made++;
        for (const socket of open) socket.destroy();
        upstream.destroy();
        return;
      }
      const full = !upstream.write(chunk);
      const ahead = bytesPerSecond > 0 ? passed / bytesPerSecond - (Date.now() - started) / 1000 : 0;
      if (full || ahead > 0.05) {
        client.pause();
        const resume = () => setTimeout(() => client.resume(), Math.max(0, ahead * 1000));
        if (full) upstream.once("drain", resume);
        else resume();
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on("error", () => b.destroy());
      a.on("close", () => b.destroy());
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passed: () => passed,
    cutsMade: () => made,
    connections: () => connections,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}
