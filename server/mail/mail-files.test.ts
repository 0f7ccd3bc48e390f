import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { composeBatchMail, composeContactMail } from "../requests/notification-mail";
import type { StoredContactRequest } from "../requests/repository";
import { caseEvaluation } from "../requests/test-support";
import { eraseMailFilesOf } from "./mail-files";
import { createFileTransport } from "./transport";

const settings = { from: "Firm website <website@law.example>", to: ["office@law.example"] };
const request = (id: string, lastName: string): StoredContactRequest => ({
  id,
  source: "case-evaluation",
  // Accents: the body goes out quoted-printable or base64, where a byte search for a name would miss it.
  payload: { ...caseEvaluation, firstName: "José Ñúñez", lastName },
  attempts: 1,
  createdAt: Date.UTC(2024, 2, 14, 17, 30),
});
const ids = Array.from({ length: 60 }, (_, i) => `0b6f3c1e-1111-4222-8333-${String(i).padStart(12, "0")}`);

describe("eraseMailFilesOf", () => {
  it("deletes a request's own file and every digest that holds it, and names the digests' other requests", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-files-"));
    const transport = createFileTransport(dir);
    await transport.deliver(composeContactMail(request(ids[0]!, "Alone"), settings));
    // A digest long enough that its header of ids is folded over many lines.
    await transport.deliver(
      composeBatchMail(
        ids.slice(1).map((id, i) => request(id, `Batch-${i}`)),
        settings,
      ),
    );
    await transport.deliver(composeContactMail(request(ids[1]!, "Again"), settings));
    await transport.close();
    writeFileSync(join(dir, `20240314T173000Z-${ids[0]}.eml.tmp`), "left by a crash");
    writeFileSync(join(dir, "notes.txt"), ids[0]!);
    expect(readdirSync(dir)).toHaveLength(5);

    expect(await eraseMailFilesOf(dir, ids[0]!)).toEqual({ files: 2, alsoErased: [] });
    expect(readdirSync(dir)).toHaveLength(3);

    // The digest's first request, whose id names the file: the others are named all the same.
    const first = await eraseMailFilesOf(dir, ids[1]!);
    expect(first.files).toBe(2);
    expect(first.alsoErased.sort()).toEqual(ids.slice(2).sort());
    await transport.deliver(
      composeBatchMail(
        ids.slice(1).map((id, i) => request(id, `Batch-${i}`)),
        settings,
      ),
    );
    await transport.close();

    // The 59th request, at the end of the folded header: its digest goes, and the others are named.
    const erased = await eraseMailFilesOf(dir, ids[59]!);
    expect(erased.files).toBe(1);
    expect(erased.alsoErased.sort()).toEqual(ids.slice(1, 59).sort());
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe(ids[0]);
    expect(await eraseMailFilesOf(join(dir, "missing"), ids[1]!)).toEqual({ files: 0, alsoErased: [] });
  });
});
