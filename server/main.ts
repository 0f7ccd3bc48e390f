import { runServer } from "./run";

await runServer();
