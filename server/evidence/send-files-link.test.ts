import { describe, expect, it } from "vitest";
import { readCredential, readSendFilesFragment, sendFilesHref } from "~/contract/evidence-uploads";
import { issueCredential } from "./credential";

describe("the send-files link", () => {
  const limits = { files: 20, fileBytes: 2 * 1024 ** 3, requestBytes: 5 * 1024 ** 3 };
  const requestId = "9f1c3a52-1b2d-4e5f-8a9b-0c1d2e3f4a5b";
  const token = issueCredential(Buffer.alloc(32, 1), requestId, Date.UTC(2030, 0, 1));

  it("carries the credential and the limits in its fragment, in the page's edition", () => {
    const href = sendFilesHref("es", token, limits);
    expect(href.startsWith("/es/send-files#token=")).toBe(true);
    expect(readSendFilesFragment(new URL(href, "https://law.example").hash)).toEqual({ token, limits });
    expect(sendFilesHref("en", token, limits).startsWith("/send-files#")).toBe(true);
  });

  it("reads no credential from a fragment without one, and the defaults for limits it lacks", () => {
    expect(readSendFilesFragment("")).toBeNull();
    expect(readSendFilesFragment("#token=<script>")).toBeNull();
    expect(readSendFilesFragment(`#token=${token}&files=-3`)?.limits.files).toBe(20);
  });

  it("tells the page which request and until when, without checking the signature (the server does)", () => {
    expect(readCredential(token)).toEqual({
      requestId: requestId.replaceAll("-", ""),
      expiresAt: Date.UTC(2030, 0, 1),
    });
    expect(readCredential("not-one")).toBeNull();
  });
});
