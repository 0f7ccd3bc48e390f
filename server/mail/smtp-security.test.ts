import { describe, expect, it } from "vitest";
import { isLoopbackHost, plaintextSmtpProblem } from "./smtp-security";

describe("isLoopbackHost", () => {
  it("is this machine only", () => {
    for (const host of ["localhost", "127.0.0.1", "127.8.9.10", "[::1]", "::1"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["mail.example", "10.0.0.1", "128.0.0.1", "[2001:db8::1]", "localhost.example"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("plaintextSmtpProblem", () => {
  it("names the options that would turn TLS off for another host", () => {
    expect(plaintextSmtpProblem("smtp://mail.example?ignoreTLS=true&tls.rejectUnauthorized=false")).toMatch(
      /ignoreTLS, tls\.rejectUnauthorized/,
    );
    expect(plaintextSmtpProblem("smtp://mail.example:587")).toBeUndefined();
    expect(plaintextSmtpProblem("smtp://mail.example:587?requireTLS=true")).toBeUndefined();
    expect(plaintextSmtpProblem("smtps://mail.example")).toBeUndefined();
    expect(plaintextSmtpProblem("smtp://localhost:25?ignoreTLS=true")).toBeUndefined();
  });
});
