import { describe, expect, it } from "vitest";
import {
  forwardedAddress,
  forwardedClientAddress,
  isTrustedProxy,
  noProxy,
  parseProxyTrust,
  type ProxyTrust,
} from "../../server/client-ip.ts";
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

/** TRUST_PROXY as the server reads it; a test of a wrong one reads the error. */
function trusting(value: string): ProxyTrust {
  const trust = parseProxyTrust(value);
  if ("error" in trust) throw new Error(trust.error);
  return trust;
}

describe("TRUST_PROXY", () => {
  it("trusts nobody when unset, false or 0", () => {
    for (const value of ["", "false", "FALSE", "0", " "]) expect(trusting(value).proxies).toEqual([]);
  });

  it("reads a list of the proxies' addresses and blocks, IPv4 and IPv6", () => {
    const trust = trusting("10.0.0.0/8, 172.16.0.0/12,127.0.0.1 , 2001:db8:ab::/48,::1");
    expect(trust.hops).toBeUndefined();
    for (const peer of ["10.1.2.3", "172.31.255.1", "127.0.0.1", "2001:db8:ab:ffff::9", "::1"])
      expect(isTrustedProxy(peer, trust), peer).toBe(true);
    for (const peer of ["11.0.0.1", "172.32.0.1", "127.0.0.2", "2001:db8:ac::1", "::2", "unknown"])
      expect(isTrustedProxy(peer, trust), peer).toBe(false);
    // A dual-stack socket's spelling of an IPv4 peer.
    expect(isTrustedProxy("::ffff:10.9.8.7", trust)).toBe(true);
    expect(isTrustedProxy(undefined, trust)).toBe(false);
  });

  it("keeps a number of proxies, for proxies on loopback and private addresses only", () => {
    for (const [value, hops] of [
      ["true", 1],
      ["1", 1],
      ["2", 2],
    ] as const) {
      const trust = trusting(value);
      expect(trust.hops).toBe(hops);
      for (const peer of ["127.0.0.1", "10.0.0.2", "172.18.0.5", "192.168.1.1", "::1", "fd00::5"])
        expect(isTrustedProxy(peer, trust), peer).toBe(true);
      for (const peer of ["198.51.100.7", "2001:db8::1", "100.64.0.1"])
        expect(isTrustedProxy(peer, trust), peer).toBe(false);
    }
  });

  it("refuses what is not an address, a block or a number, naming it", () => {
    for (const [value, named] of [
      ["10.0.0.0/33", "10.0.0.0/33"],
      ["10.0.0.0/8,proxy.internal", "proxy.internal"],
      ["10.0.0.0/8,,10.1.0.0/16", '""'],
      ["2001:db8::/129", "2001:db8::/129"],
      ["10.0.0.0/x", "10.0.0.0/x"],
      ["yes", "yes"],
      ["11", "11"],
    ] as const) {
      const trust = parseProxyTrust(value);
      expect("error" in trust && trust.error, value).toContain(named);
    }
    expect(() => readServerConfig({ TRUST_PROXY: "10.0.0.0/8,balancer" })).toThrow(/TRUST_PROXY/);
  });
});

describe("an X-Forwarded-For entry", () => {
  it("is the address without the port some gateways write after it", () => {
    expect(forwardedAddress("198.51.100.200:5555")).toBe("198.51.100.200");
    expect(forwardedAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(forwardedAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(forwardedAddress(" 203.0.113.9 ")).toBe("203.0.113.9");
    // Colons that are the address's own.
    expect(forwardedAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(forwardedAddress("::ffff:198.51.100.200")).toBe("::ffff:198.51.100.200");
  });

  it("is no address when it is not one", () => {
    for (const entry of [
      "unknown",
      "evil:80",
      "[evil]:80",
      "198.51.100.200:",
      "1.2.3.4:99999",
      "",
      "_hidden",
    ])
      expect(forwardedAddress(entry), entry).toBeUndefined();
  });
});

describe("the visitor's address behind proxies", () => {
  const balancers = trusting("10.0.0.0/8");

  it("is the peer's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(forwardedClientAddress("1.2.3.4", "198.51.100.7", noProxy)).toBe("198.51.100.7");
  });

  it("is the peer's address when the peer is not a trusted proxy, TRUST_PROXY or not", () => {
    expect(forwardedClientAddress("1.2.3.4", "198.51.100.7", balancers)).toBe("198.51.100.7");
    expect(forwardedClientAddress("1.2.3.4", "198.51.100.7", trusting("1"))).toBe("198.51.100.7");
    expect(forwardedClientAddress("1.2.3.4", undefined, balancers)).toBe("unknown");
  });

  it("is the rightmost entry that is not a trusted proxy, not one the client wrote before it", () => {
    expect(forwardedClientAddress("6.6.6.6, 203.0.113.9", "10.0.0.2", balancers)).toBe("203.0.113.9");
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", balancers)).toBe("203.0.113.9");
    // Two balancers of ours in a row: the entry one wrote about the other is stepped over.
    expect(forwardedClientAddress("6.6.6.6, 203.0.113.9, 10.0.0.9", "10.0.0.2", balancers)).toBe(
      "203.0.113.9",
    );
    // A client that writes a trusted proxy's address before its own gains nothing.
    expect(forwardedClientAddress("10.0.0.7, 203.0.113.9", "10.0.0.2", balancers)).toBe("203.0.113.9");
    // Every entry a proxy of ours: the leftmost saw the request first.
    expect(forwardedClientAddress("10.0.0.8, 10.0.0.9", "10.0.0.2", balancers)).toBe("10.0.0.8");
  });

  it("counts an entry with a port, or in brackets, as its address", () => {
    expect(forwardedClientAddress("6.6.6.6, 198.51.100.200:5555", "10.0.0.2", balancers)).toBe(
      "198.51.100.200",
    );
    expect(forwardedClientAddress("[2001:db8::1]:443", "10.0.0.2", balancers)).toBe("2001:db8::1");
    expect(forwardedClientAddress("2001:db8::1", "10.0.0.2", balancers)).toBe("2001:db8::1");
    expect(forwardedClientAddress("198.51.100.200:5555", "10.0.0.2", trusting("1"))).toBe("198.51.100.200");
  });

  it("with a number of proxies, is the entry that many from the right", () => {
    const one = trusting("true");
    expect(forwardedClientAddress("6.6.6.6, 203.0.113.9", "10.0.0.2", one)).toBe("203.0.113.9");
    // A CDN in front of the balancer: two entries are the proxies'.
    const two = trusting("2");
    expect(forwardedClientAddress("6.6.6.6, 203.0.113.9, 198.51.100.50", "10.0.0.2", two)).toBe(
      "203.0.113.9",
    );
    // Fewer entries than proxies: the leftmost is the one the first proxy wrote.
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", trusting("3"))).toBe("203.0.113.9");
  });

  it("falls back to the peer when the header is missing or not an address", () => {
    expect(forwardedClientAddress(undefined, "10.0.0.2", balancers)).toBe("10.0.0.2");
    expect(forwardedClientAddress("6.6.6.6, evil", "10.0.0.2", balancers)).toBe("10.0.0.2");
    expect(forwardedClientAddress("6.6.6.6, evil", "10.0.0.2", trusting("1"))).toBe("10.0.0.2");
    expect(forwardedClientAddress(" , ", "10.0.0.2", balancers)).toBe("10.0.0.2");
    expect(forwardedClientAddress("evil, 203.0.113.9", "10.0.0.2", balancers)).toBe("203.0.113.9");
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
    expect(requestOrigin(request, false)).toBe("http://regu.example");
    expect(requestOrigin(request, true)).toBe("https://www.regu.example");
  });
});
