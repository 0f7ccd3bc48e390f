import { describe, expect, it } from "vitest";
import { readBoundedText } from "./read-body";

function streamOf(chunks: Uint8Array[], onPull?: () => void) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
  });
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://x/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readBoundedText", () => {
  it("reads UTF-8 text within the limit", async () => {
    expect(await readBoundedText(post('{"name":"Zoë"}'), 100)).toEqual({ ok: true, text: '{"name":"Zoë"}' });
    expect(await readBoundedText(post(null), 100)).toEqual({ ok: true, text: "" });
  });

  it("refuses a declared length over the limit without reading", async () => {
    const request = post(streamOf([new Uint8Array(10)]), { "content-length": "1000" });
    expect(await readBoundedText(request, 100)).toEqual({ ok: false, reason: "too-large" });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a stream at the limit", async () => {
    let pulls = 0;
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(64));
    const result = await readBoundedText(post(streamOf(chunks, () => pulls++)), 200);
    expect(result).toEqual({ ok: false, reason: "too-large" });
    expect(pulls).toBeLessThan(10);
  });

  it("refuses bytes that are not UTF-8", async () => {
    expect(await readBoundedText(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 100)).toEqual({
      ok: false,
      reason: "not-utf8",
    });
  });
});
