import { describe, expect, it } from "vitest";
import { forwardedClientAddress } from "../../server/client-ip.ts";
import { contentSecurityPolicy, inlineScriptHashes, newNonce } from "../../server/content-security.ts";
import { readServerConfig } from "../../server/config.ts";
import { isCrossOrigin, originOf, requestOrigin } from "../../server/origin-check.ts";
import { negotiateEncoding, urlPathOf, type StaticFile } from "../../server/static-files.ts";

describe("static file paths", () => {
  it("serves index.html files at the path itself, without a trailing slash", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("pricing/index.html")).toBe("/pricing");
    expect(urlPathOf("assets/app-1234.js")).toBe("/assets/app-1234.js");
    expect(urlPathOf("_.data")).toBe("/_.data");
  });

  it("prefers brotli, then gzip, honouring q=0", () => {
    const file: StaticFile = {
      body: Buffer.from("x"),
      br: Buffer.from("b"),
      gzip: Buffer.from("g"),
      size: 1,
      contentType: "text/html",
      cacheControl: "",
      etag: "",
    };
    expect(negotiateEncoding("gzip, deflate, br", file)).toBe("br");
    expect(negotiateEncoding("gzip", file)).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip", file)).toBe("gzip");
    expect(negotiateEncoding("*", file)).toBe("br");
    expect(negotiateEncoding(undefined, file)).toBe("identity");
    expect(negotiateEncoding("br", { ...file, br: undefined })).toBe("identity");
  });
});

describe("content security policy", () => {
  it("hashes exactly the inline scripts of a document, not JSON data blocks", () => {
    const html =
      '<script>console.log(1)</script><script type="module">import("/a.js")</script>' +
      '<script src="/b.js"></script><script type="application/ld+json">{"a":1}</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    const policy = contentSecurityPolicy({ https: false, scriptSources: hashes });
    expect(policy).toContain(`script-src 'self' ${hashes.join(" ")};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: true, scriptSources: [] })).toContain("upgrade-insecure-requests");
  });

  it("gives each server-rendered response its own nonce", () => {
    const first = newNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(newNonce()).not.toBe(first);
  });
});

describe("the visitor's address behind proxies", () => {
  it("is the peer's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(forwardedClientAddress("1.2.3.4", "198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("is the entry the trusted proxy wrote, not one the client wrote before it", () => {
    const spoofed = "6.6.6.6, 203.0.113.9";
    expect(forwardedClientAddress(spoofed, "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    // A CDN in front of the balancer: two entries are the proxies'.
    expect(forwardedClientAddress("6.6.6.6, 203.0.113.9, 10.0.0.9", "10.0.0.2", 2)).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost is the one the first proxy wrote.
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", 3)).toBe("203.0.113.9");
  });

  it("falls back to the peer when the header is missing or not an address", () => {
    expect(forwardedClientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(forwardedClientAddress("6.6.6.6, evil", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(forwardedClientAddress(" , ", undefined, 1)).toBe("unknown");
    expect(forwardedClientAddress("2001:db8::1", "10.0.0.2", 1)).toBe("2001:db8::1");
  });
});

describe("cross-origin check", () => {
  const allowed = new Set(["https://regu.example"]);
  const headers = (init: Record<string, string>) => new Headers(init);

  it("allows same-origin browser requests and requests from no browser page", () => {
    expect(
      isCrossOrigin(headers({ origin: "https://regu.example", "sec-fetch-site": "same-origin" }), allowed),
    ).toBe(false);
    expect(isCrossOrigin(headers({}), allowed)).toBe(false);
  });

  it("refuses other sites, opaque origins and cross-site fetch metadata", () => {
    expect(isCrossOrigin(headers({ origin: "https://evil.example" }), allowed)).toBe(true);
    expect(isCrossOrigin(headers({ origin: "null" }), allowed)).toBe(true);
    expect(isCrossOrigin(headers({ "sec-fetch-site": "cross-site" }), allowed)).toBe(true);
    expect(
      isCrossOrigin(headers({ "sec-fetch-site": "same-site", origin: "https://blog.regu.example" }), allowed),
    ).toBe(true);
    expect(isCrossOrigin(headers({ "sec-fetch-site": "cross-site", origin: "null" }), allowed)).toBe(true);
  });

  it("lets a browser page of an allowed origin through, although the browser calls it cross-site", () => {
    const partners = new Set(["https://regu.example", "https://partner.example"]);
    expect(
      isCrossOrigin(headers({ "sec-fetch-site": "cross-site", origin: "https://partner.example" }), partners),
    ).toBe(false);
    expect(
      isCrossOrigin(headers({ "sec-fetch-site": "cross-site", origin: "https://PARTNER.example" }), partners),
    ).toBe(false);
  });

  it("reads each ALLOWED_ORIGINS entry as the origin a browser sends, and refuses one that is none", () => {
    expect(
      readServerConfig({ ALLOWED_ORIGINS: "HTTP://LOCALHOST:4000/, https://Partner.example:443 ,," })
        .ALLOWED_ORIGINS,
    ).toEqual(["http://localhost:4000", "https://partner.example"]);
    expect(() => readServerConfig({ ALLOWED_ORIGINS: "partner.example" })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => readServerConfig({ ALLOWED_ORIGINS: "https://partner.example/news" })).toThrow(
      /not an origin/,
    );
  });

  it("compares the Origin a browser sends in the same form", () => {
    const allowed = new Set(readServerConfig({ ALLOWED_ORIGINS: "HTTP://LOCALHOST:4000" }).ALLOWED_ORIGINS);
    expect(
      isCrossOrigin(headers({ "sec-fetch-site": "cross-site", origin: "http://localhost:4000" }), allowed),
    ).toBe(false);
    expect(isCrossOrigin(headers({ origin: "http://localhost:4001" }), allowed)).toBe(true);
    expect(isCrossOrigin(headers({ origin: "localhost:4000" }), allowed)).toBe(true);
    expect(originOf("null")).toBeUndefined();
    expect(originOf("https://regu.example:443/")).toBe("https://regu.example");
  });

  it("knows its own origin, behind a proxy only when told to trust it", () => {
    const request = new Request("http://10.0.0.5:3000/x", {
      headers: { host: "regu.example", "x-forwarded-proto": "https", "x-forwarded-host": "www.regu.example" },
    });
    expect(requestOrigin(request, 0)).toBe("http://regu.example");
    expect(requestOrigin(request, 1)).toBe("https://www.regu.example");
  });
});
