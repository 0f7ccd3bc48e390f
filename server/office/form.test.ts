import { describe, expect, it } from "vitest";
import { MAX_FORM_BYTES, readOfficeForm } from "./form";

const post = (body: BodyInit, contentType = "application/x-www-form-urlencoded") =>
  new Request("http://law.example/office/sign-in", { method: "POST", headers: { "Content-Type": contentType }, body });

describe("readOfficeForm", () => {
  it("reads the office's own forms", async () => {
    const form = await readOfficeForm(post("email=intake%40law.example&x=%E0%A4%A"));
    expect(form.ok && form.fields.get("email")).toBe("intake@law.example");
  });

  it("answers what is not such a form as the sender's error", async () => {
    expect(await readOfficeForm(post("--x\r\nnot a part\r\n", "multipart/form-data; boundary=y"))).toEqual({
      ok: false,
      status: 415,
    });
    expect(await readOfficeForm(post("email=a", "text/plain"))).toEqual({ ok: false, status: 415 });
    expect(await readOfficeForm(post(new Uint8Array([0x65, 0x3d, 0xff, 0xfe])))).toEqual({ ok: false, status: 400 });
    expect(await readOfficeForm(post("e=".padEnd(MAX_FORM_BYTES + 1, "a")))).toEqual({ ok: false, status: 413 });
  });
});
