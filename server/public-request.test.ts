import { describe, expect, it } from "vitest";
import { publicUrl, withUrl } from "./public-request";

const site = { siteOrigin: "https://www.law.example", trustProxy: 1 };
/** A request as @hono/node-server builds it: http://, from the Host header the proxy passed on. */
const received = (host: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host}/office/sign-in?sent`, { headers });

describe("publicUrl", () => {
  it("is SITE_URL's origin for a request to SITE_URL's host, whatever scheme and port reached the server", () => {
    expect(publicUrl(received("www.law.example"), site).href).toBe("https://www.law.example/office/sign-in?sent");
    expect(publicUrl(received("www.law.example:3000"), { ...site, trustProxy: 0 }).origin).toBe(
      "https://www.law.example",
    );
    expect(
      publicUrl(received("office.law.test"), { siteOrigin: "https://office.law.test:8443", trustProxy: 0 }).origin,
    ).toBe("https://office.law.test:8443");
  });

  it("keeps another host, with the scheme our proxy reports only when TRUST_PROXY says there is one", () => {
    expect(publicUrl(received("127.0.0.1:3000"), site).origin).toBe("http://127.0.0.1:3000");
    const proxied = received("law.example", { "X-Forwarded-Proto": "https" });
    expect(publicUrl(proxied, site).origin).toBe("https://law.example");
    expect(publicUrl(proxied, { ...site, trustProxy: 0 }).origin).toBe("http://law.example");
    // The nearest proxy's entry counts; anything but http or https is ignored.
    expect(publicUrl(received("law.example", { "X-Forwarded-Proto": "https, http" }), site).protocol).toBe("http:");
    expect(publicUrl(received("law.example", { "X-Forwarded-Proto": "javascript" }), site).protocol).toBe("http:");
  });
});

describe("withUrl", () => {
  it("keeps the method, headers and body", async () => {
    const original = new Request("http://www.law.example/office/sign-in", {
      method: "POST",
      headers: { Origin: "https://www.law.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.example",
    });
    const moved = withUrl(original, new URL("https://www.law.example/office/sign-in"));
    expect(moved.url).toBe("https://www.law.example/office/sign-in");
    expect(moved.method).toBe("POST");
    expect(moved.headers.get("origin")).toBe("https://www.law.example");
    expect(await moved.text()).toBe("email=a%40b.example");
  });
});
