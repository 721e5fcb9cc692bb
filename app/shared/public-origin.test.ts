import { describe, expect, it } from "vitest";
import { originFor, parseSettings, publicOrigin } from "./settings.server";

const plain = parseSettings({});
const withPublicUrl = parseSettings({ PUBLIC_URL: "https://www.academy.example/", PAYMENTS: "test" });

describe("publicOrigin", () => {
  it("takes the Host header, never the host React Router's adapter took from X-Forwarded-Host", () => {
    // The adapter builds request.url from X-Forwarded-Host under trust proxy (security review F6).
    const request = new Request("https://evil.example/courses", { headers: { host: "academy.example:8080" } });
    expect(publicOrigin(plain, request)).toBe("https://academy.example:8080");
    expect(publicOrigin(withPublicUrl, request)).toBe("https://www.academy.example");
  });
});

describe("originFor", () => {
  it.each([
    ["http:", "academy.example", "http://academy.example"],
    ["https", "academy.example:443", "https://academy.example"],
    ["https:", "Academy.Example:8443", "https://academy.example:8443"],
    // An X-Forwarded-Proto no page link should carry.
    ["javascript:", "academy.example", "http://academy.example"],
    ["http:", undefined, "http://localhost"],
    ["http:", "", "http://localhost"],
    ["http:", "bad host", "http://localhost"],
  ])("%s with Host %s → %s", (protocol, host, origin) => {
    expect(originFor(plain, protocol, host)).toBe(origin);
  });

  it("is PUBLIC_URL, without its trailing slash, whatever the request says", () => {
    expect(originFor(withPublicUrl, "http:", "evil.example")).toBe("https://www.academy.example");
  });
});
