import { runServer } from "./run";

await runServer({ mode: "development" });
