import { describe, expect, it } from "vitest";
import { REQUEST_ID, requestReference } from "./request-reference";

describe("requestReference", () => {
  it("is the first eight characters of the request id, upper case", () => {
    expect(requestReference("3f9a2c7b-0d4e-4c1a-9b2f-6e8d1a0c5b3d")).toBe("3F9A2C7B");
  });

  it("is found in the id the office's mail shows, ignoring case", () => {
    const id = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
    expect(`Request id: ${id}`.toUpperCase()).toContain(requestReference(id));
  });

  it("skips separators in ids of another shape", () => {
    expect(requestReference("req-12-ab-cd-ef-99")).toBe("REQ12ABC");
  });

  it("is undefined when the answer carries no usable id", () => {
    expect(requestReference(undefined)).toBeUndefined();
    expect(requestReference(42)).toBeUndefined();
    expect(requestReference("req_1")).toBeUndefined();
  });
});

describe("REQUEST_ID", () => {
  it("takes an id as the endpoint makes it, and nothing else", () => {
    expect(REQUEST_ID.test("3f9a2c7b-0d4e-4c1a-9b2f-6e8d1a0c5b3d")).toBe(true);
    expect(REQUEST_ID.test("3F9A2C7B-0D4E-4C1A-9B2F-6E8D1A0C5B3D")).toBe(false);
    expect(REQUEST_ID.test("3f9a2c7b-0d4e-4c1a-9b2f-6e8d1a0c5b3d ")).toBe(false);
    expect(REQUEST_ID.test("3F9A2C7B")).toBe(false);
  });
});
