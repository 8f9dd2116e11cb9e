import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/content-security.ts";
import { isCrossOrigin, requestOrigin } from "../../server/origin-check.ts";
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
  it("allows exactly the inline scripts of the document by hash, not JSON data blocks", () => {
    const html =
      '<script>console.log(1)</script><script type="module">import("/a.js")</script>' +
      '<script src="/b.js"></script><script type="application/ld+json">{"a":1}</script>';
    const policy = contentSecurityPolicy(html, { https: false });
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(2);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy(html, { https: true })).toContain("upgrade-insecure-requests");
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
      isCrossOrigin(headers({ "sec-fetch-site": "same-site", origin: "https://regu.example" }), allowed),
    ).toBe(true);
  });

  it("knows its own origin, behind a proxy only when told to trust it", () => {
    const request = new Request("http://10.0.0.5:3000/x", {
      headers: { host: "regu.example", "x-forwarded-proto": "https", "x-forwarded-host": "www.regu.example" },
    });
    expect(requestOrigin(request, false)).toBe("http://regu.example");
    expect(requestOrigin(request, true)).toBe("https://www.regu.example");
  });
});
