import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { TRANSLATION_REVIEW_MARKER } from "../../app/content/translation";
import { findPlaceholders, findPlaceholdersInText, formatReport } from "./find-placeholders";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const ready = path.join(fixtures, "ready");
const withPlaceholders = path.join(fixtures, "placeholders");
const cli = fileURLToPath(new URL("../check-launch.ts", import.meta.url));
const run = promisify(execFile);

/** Runs `npm run check:launch -- --dir <folder>` as a process; resolves with its code and output. */
async function checkLaunch(folder: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", cli, "--dir", folder]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe("the launch check", () => {
  it("passes content that has no placeholders left, even with stale notes in comments", async () => {
    expect(await findPlaceholders(ready)).toEqual([]);
    const { code, stdout } = await checkLaunch(ready);
    expect(stdout).toContain("no placeholders left");
    expect(code).toBe(0);
  });

  it("fails on the sample content and names each placeholder with its file and line", async () => {
    const findings = await findPlaceholders(withPlaceholders);
    const where = findings.map(({ file, line, reasons }) => [`${file}:${line}`, reasons]);
    expect(where).toEqual([
      ["es/shared.ts:3", ["awaiting the firm's confirmation"]],
      ["firm.ts:3", ["fictional firm identity"]],
      ["firm.ts:4", ["fictional firm identity"]],
      ["firm.ts:5", ["fictional 555 phone number"]],
      ["firm.ts:6", ["example.com address or link"]],
      ["firm.ts:7", ["sample value (// sample)"]],
      ["firm.ts:8", ["fictional firm identity", "sample value (// sample)"]],
      ["testimonials.ts:3", ["sample item (sample: true)"]],
      ["testimonials.ts:7", ["sample item (sample: true)"]],
      ["testimonials.ts:12", ["awaiting the firm's confirmation"]],
    ]);
    // A flag on its own line is reported with the item it belongs to.
    expect(findings.map((finding) => finding.excerpt)).toEqual(
      expect.arrayContaining([
        "State Court Judge",
        "District Attorney",
        "[To be confirmed by the firm: who pays case costs]",
        "[Pendiente de confirmar por la oficina: quién paga los costos del caso]",
      ]),
    );

    const { code, stdout } = await checkLaunch(withPlaceholders);
    expect(code).toBe(1);
    expect(stdout).toContain("10 placeholders left");
    expect(stdout).toContain(`${withPlaceholders}/testimonials.ts\n`);
    expect(stdout).toMatch(/\n\s+7 {2}sample item \(sample: true\): District Attorney\n/);
    expect(stdout).toMatch(/\n\s+3 {2}fictional firm identity: name: "Avery Civil Rights Law",\n/);
  });

  it("recognises each kind of placeholder on its own", () => {
    const reasonsFor = (line: string) => findPlaceholdersInText("x.ts", line).flatMap((finding) => finding.reasons);
    expect(reasonsFor('link: "https://news.example.org/a"')).toEqual(["example.com address or link"]);
    expect(reasonsFor('email: "office@firm.test"')).toEqual(["example.com address or link"]);
    expect(reasonsFor('phone: "707.555.0199"')).toEqual(["fictional 555 phone number"]);
    expect(reasonsFor('street: "100 Example Avenue",')).toEqual(["fictional firm identity"]);
    expect(reasonsFor('notice: "[Pendiente de confirmar por la oficina: qué versión prevalece]"')).toEqual([
      "awaiting the firm's confirmation",
    ]);
    expect(reasonsFor('notice: "Nada queda pendiente de confirmar por la oficina."')).toEqual([]);
    expect(reasonsFor('date: "2025-01-01", // Sample: the real date')).toEqual(["sample value (// sample)"]);
    expect(reasonsFor('link: "https://sample.org/x", // checked')).toEqual([]);
    expect(reasonsFor('price: "$1,555.00"')).toEqual([]);
    expect(reasonsFor(" * example.com in a comment")).toEqual([]);
  });

  it("lists a translation awaiting the firm's review once, where its comment says so", () => {
    const text = [
      "/**",
      ` * ${TRANSLATION_REVIEW_MARKER}.`,
      " * Terms to confirm: …",
      " */",
      'title: "Acerca de",',
    ].join("\n");
    expect(findPlaceholdersInText("es/about.ts", text)).toEqual([
      {
        file: "es/about.ts",
        line: 2,
        reasons: ["translation awaiting the firm's review"],
        excerpt: TRANSLATION_REVIEW_MARKER,
      },
    ]);
    expect(findPlaceholdersInText("about.ts", 'title: "About",')).toEqual([]);
  });

  it("lists every Spanish content module of the site", async () => {
    const findings = await findPlaceholders(path.resolve("app/content/es"));
    const reviewed = new Set(
      findings
        .filter((finding) => finding.reasons.includes("translation awaiting the firm's review"))
        .map((f) => f.file),
    );
    const files = (await readdir("app/content/es", { recursive: true })).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(reviewed, file).toContain(file.split(path.sep).join("/"));
  });

  it("lists the site's facts only the firm can give, in both editions: fees, which policy governs, who speaks Spanish", async () => {
    const findings = await findPlaceholders(path.resolve("app/content"));
    const awaiting = findings
      .filter((finding) => finding.reasons.includes("awaiting the firm's confirmation"))
      .map(({ file, excerpt }) => `${file}: ${excerpt}`);
    expect(awaiting).toEqual([
      expect.stringMatching(
        /^es\/privacy\.ts: \[Pendiente de confirmar por la oficina: prevalece la versión en inglés \//,
      ),
      expect.stringMatching(/^es\/shared\.ts: \[Pendiente de confirmar por la oficina: usted no paga esos costos \//),
      "privacy.ts: [To be confirmed by the firm: which version governs]",
      "shared.ts: [To be confirmed by the firm: whether you owe those costs or the office bears them]",
    ]);
    const speakers = findings.find(
      (finding) => finding.file === "firm.ts" && finding.excerpt.includes("spanishSpeakers"),
    );
    expect(speakers?.reasons).toEqual(["fictional firm identity", "sample value (// sample)"]);
  });

  it("lists a translation by the marker in its comment, not the module that defines the marker", () => {
    const reviewed = (file: string, text: string) =>
      findPlaceholdersInText(file, text).some((finding) =>
        finding.reasons.includes("translation awaiting the firm's review"),
      );
    expect(reviewed("es/about.ts", `/** ${TRANSLATION_REVIEW_MARKER}: the about page. */`)).toBe(true);
    expect(reviewed("translation.ts", `export const MARKER = "${TRANSLATION_REVIEW_MARKER}";`)).toBe(false);
  });

  it("skips test files, which pin sample values on purpose", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "launch-check-"));
    try {
      await writeFile(path.join(folder, "firm.test.ts"), 'expect(email).toBe("contact@example.com");\n');
      await writeFile(path.join(folder, "notes.md"), "Write to contact@example.com.\n");
      expect((await findPlaceholders(folder)).map((finding) => finding.file)).toEqual(["notes.md"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("says so when nothing is left", () => {
    expect(formatReport([], "app/content")).toBe("Launch check: no placeholders left in app/content.");
  });
});
