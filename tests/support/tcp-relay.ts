/**
 * A TCP relay between a proxy and one server instance, for the moment a crash is worst: the
 * instance has done what a request asked and is answering it. Armed, the relay holds back the
 * first bytes of the next answer, tells the test (which kills the instance), and cuts the
 * proxy's connection, so the proxy has a request that went out and no answer to it, as when
 * an instance dies while it answers.
 */
import { createServer, connect, type Socket } from "node:net";

export type TcpRelay = {
  port: number;
  /** Where the relay connects: the instance's port (it changes when the instance is started again). */
  target: number;
  /** The next answer to start is cut off; `onCut` runs first (it kills the instance), and the promise ends with it. */
  cutNextAnswer(onCut: () => Promise<void> | void): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpRelay(target: number): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let armed: { onCut: () => Promise<void> | void; done: () => void; failed: (error: unknown) => void } | undefined;
  const relay: TcpRelay = {
    port: 0,
    target,
    cutNextAnswer: (onCut) =>
      new Promise<void>((done, failed) => {
        armed = { onCut, done, failed };
      }),
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
  const server = createServer((downstream) => {
    const upstream = connect(relay.target, "127.0.0.1");
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    downstream.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => {
      if (!armed) return void downstream.write(chunk);
      const { onCut, done, failed } = armed;
      armed = undefined;
      upstream.pause();
      Promise.resolve(onCut()).then(
        () => {
          downstream.destroy();
          upstream.destroy();
          done();
        },
        (error: unknown) => failed(error),
      );
    });
    downstream.on("close", () => upstream.destroy());
    upstream.on("close", () => downstream.destroy());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  relay.port = (server.address() as { port: number }).port;
  return relay;
}
