import { describe, expect, it } from "vitest";
import { isLoopbackHost, smtpSettings } from "./smtp-security";

describe("isLoopbackHost", () => {
  it("is this machine only", () => {
    for (const host of ["localhost", "127.0.0.1", "127.8.9.10", "[::1]", "::1"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["mail.example", "10.0.0.1", "128.0.0.1", "[2001:db8::1]", "localhost.example"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

const problem = (url: string) => {
  const settings = smtpSettings(url);
  return settings.ok ? undefined : settings.problem;
};
const options = (url: string, plaintextToLoopback = true) => {
  const settings = smtpSettings(url, { plaintextToLoopback });
  if (!settings.ok) throw new Error(settings.problem);
  return settings.options;
};

describe("smtpSettings", () => {
  it("builds the connection nodemailer gets: STARTTLS required to another host, TLS from the start with smtps", () => {
    expect(options("smtp://user:p%40ss%3Aword@mail.example:587")).toEqual({
      host: "mail.example",
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: { user: "user", pass: "p@ss:word" },
      tls: { rejectUnauthorized: true },
    });
    expect(options("smtps://mail.example")).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(options("smtp://mail.example")).toMatchObject({ port: 587, requireTLS: true });
    // A relay on this machine may speak plain text; without the exemption it must not.
    expect(options("smtp://127.0.0.1:2525")).toMatchObject({ requireTLS: false });
    expect(options("smtp://127.0.0.1:2525", false)).toMatchObject({ requireTLS: true });
    expect(options("smtp://[::1]:2525?ignoreTLS=true")).toMatchObject({ host: "::1", ignoreTLS: true });
  });

  it("takes the allowed options with exactly the values nodemailer then uses", () => {
    expect(options("smtp://10.0.0.5:587?tls.servername=smtp.provider.example&name=www.law.example")).toMatchObject({
      name: "www.law.example",
      requireTLS: true,
      tls: { rejectUnauthorized: true, servername: "smtp.provider.example" },
    });
    expect(options("smtp://mail.example?requireTLS=true&tls.rejectUnauthorized=true")).toMatchObject({
      requireTLS: true,
      tls: { rejectUnauthorized: true },
    });
    // STARTTLS on port 465 instead of TLS from the start: still encrypted before the login.
    expect(options("smtps://mail.example?secure=false")).toMatchObject({ secure: false, requireTLS: true });
  });

  it("refuses every value nodemailer would read as false, and every option it would read its own way", () => {
    // nodemailer turns "", "0.0" and "00" into the number 0: false, so the login and the message went in clear.
    for (const value of ["", "0.0", "00", "0", "no", "False", "TRUE", "1"]) {
      expect(problem(`smtp://office:secret@mail.example:587?requireTLS=${value}`), value).toMatch(
        /option "requireTLS" must be "true" or "false"/,
      );
    }
    // A repeated option is a list to nodemailer, and the guard must not judge only its first value.
    expect(problem("smtp://mail.example?requireTLS=true&requireTLS=false")).toMatch(/more than once/);
    for (const option of [
      "debug=true",
      "logger=true",
      "proxy=http://evil.example:8080",
      "tls.minVersion=TLSv1",
      "service=gmail",
      "host=evil.example",
      "transactionLog=true",
      "authMethod=PLAIN",
    ]) {
      expect(problem(`smtp://mail.example?${option}`), option).toMatch(/is not one the server accepts/);
    }
    expect(problem("smtp://mail.example?name=evil%0d%0aRCPT%20TO:x")).toMatch(/"name" must be a host name/);
    expect(problem("smtp://mail.example?tls.servername=a%20b")).toMatch(/"tls.servername" must be a host name/);
  });

  it("names what would turn TLS or its certificate check off for another host", () => {
    expect(problem("smtp://mail.example?ignoreTLS=true&tls.rejectUnauthorized=false")).toMatch(
      /would send mail to mail\.example without verified TLS \(ignoreTLS=true, tls\.rejectUnauthorized=false\)/,
    );
    expect(problem("smtp://mail.example?requireTLS=false")).toMatch(/requireTLS=false/);
    expect(problem("smtps://mail.example?secure=false&requireTLS=false")).toMatch(/requireTLS=false/);
    expect(problem("smtp://localhost:25?ignoreTLS=true")).toBeUndefined();
    expect(problem("http://mail.example")).toMatch(/must be smtp:\/\/\.\.\. or smtps:\/\/\.\.\./);
    expect(problem("smtp://u:%zz@mail.example")).toMatch(/percent-encoded/);
  });
});
