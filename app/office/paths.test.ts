import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isOfficeFormPath, isOfficePath, OFFICE_FORMS, OFFICE_PAGES } from "./paths";

describe("the office's paths", () => {
  it("are the routes React Router has, and nothing else under /office", () => {
    for (const path of [
      "/office",
      "/office/sign-in",
      "/office/link",
      "/office/requests/abc",
      "/office/audit",
      "/office/dashboard",
      "/office/export.csv",
      "/office/dashboard.csv",
    ]) {
      expect(isOfficePath(path), path).toBe(true);
    }
    for (const path of [
      "/office/",
      "/office/nope",
      "/office/requests",
      "/office/requests/a/b",
      "/office.data",
      "/office/export.csv.data",
    ]) {
      expect(isOfficePath(path), path).toBe(false);
    }
  });

  it("take a POST exactly where a route module has an action", () => {
    for (const [path, file] of Object.entries(OFFICE_PAGES)) {
      const hasAction = /export async function action\b/.test(
        readFileSync(join(import.meta.dirname, "../routes/office", file), "utf8"),
      );
      expect(OFFICE_FORMS.includes(path as (typeof OFFICE_FORMS)[number]), path).toBe(hasAction);
    }
    expect(isOfficeFormPath("/office/requests/0b6f3c1e-1111-4222-8333-444455556666")).toBe(true);
    // The inbox's search form posts its words rather than putting them in the URL.
    expect(isOfficeFormPath("/office")).toBe(true);
    for (const path of [
      "/office/",
      "/office/audit",
      "/office/dashboard",
      "/office/dashboard.csv",
      "/office/export.csv",
      "/office/requests",
      "/office/sign-in/x",
    ]) {
      expect(isOfficeFormPath(path), path).toBe(false);
    }
  });
});
