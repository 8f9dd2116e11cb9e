import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { parseResponse, rawExchange } from "../support/raw-http.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { sleep, waitUntil } from "../../scripts/processes/wait.ts";

/** Another of our sites, whose pages may call the JSON API. */
const partner = "https://partner.regu.example";
/** A partner's development server, in ALLOWED_ORIGINS as written by hand; browsers send `localPartner`. */
const localPartnerAsWritten = "HTTP://LOCALHOST:4000/";
const localPartner = "http://localhost:4000";

let site: SiteProcess;
beforeAll(async () => {
  // The second entry is written as an operator might: capitals and a trailing slash.
  site = await startSite({ ALLOWED_ORIGINS: `${partner},${localPartnerAsWritten}` });
});
afterAll(async () => {
  await site.stop();
});

/** A request line as an attacker types it, sent byte for byte (fetch would normalise the path). */
async function rawGet(path: string) {
  const { text } = await rawExchange(
    site.port,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nConnection: close\r\n\r\n`,
  );
  const parsed = parseResponse(text);
  if (!parsed) throw new Error(`no response to GET ${path}: ${JSON.stringify(text)}`);
  return parsed.response;
}

describe("redirects stay on the site", () => {
  const hostile = [
    "//evil.example/",
    "///evil.example/x/",
    "/\\evil.example/",
    "//",
    "/%2F%2Fevil.example/",
    "/\\/evil.example/",
    "/%5Cevil.example/",
    "/.//evil.example/",
  ];
  it.each(hostile)("GET %s never points a browser at another host", async (path) => {
    const response = await rawGet(path);
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.location ?? "";
      expect(location).not.toBe("");
      // What a browser does with the Location: resolve it against the page's address.
      const target = new URL(location, site.url);
      expect(target.origin).toBe(site.url);
      expect(location.startsWith("/") && !/^[/\\]{2}|^\/\\/.test(location)).toBe(true);
    } else {
      expect(response.status).toBeLessThan(500);
    }
  });

  it("still takes the trailing slash off a page's address, with its query", async () => {
    const response = await rawGet("/pricing/?utm_source=x");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/pricing?utm_source=x");
  });
});

describe("a body too large", () => {
  it("is refused with Connection: close, so a client does not reuse the closed socket", async () => {
    const body = "x".repeat(1024 * 1024);
    const { text, closedByServer } = await rawExchange(
      site.port,
      `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const parsed = parseResponse(text);
    expect(parsed?.response.status).toBe(413);
    expect(parsed?.response.headers.connection).toBe("close");
    expect(closedByServer).toBe(true);
  });

  it("leaves a fetch client's next request working", async () => {
    const large = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "message=" + "x".repeat(1024 * 1024),
    });
    expect(large.status).toBe(413);
    await large.text();
    const next = await fetch(`${site.url}/healthz`);
    expect(next.status).toBe(200);
  });
});

describe("HEAD", () => {
  // A rendered page (a search, a 404) as well as a prerendered one: a HEAD must tell a client what a GET
  // would bring, policy and caching included.
  it.each(["/", "/blog?q=shift", "/no-such-page"])("HEAD %s answers with GET's headers", async (path) => {
    const [get, head] = await Promise.all([
      fetch(site.url + path),
      fetch(site.url + path, { method: "HEAD" }),
    ]);
    await get.arrayBuffer();
    expect(head.status).toBe(get.status);
    const compared = ["content-type", "cache-control", "content-security-policy", "x-content-type-options"];
    // A page rendered for the request has a nonce of its own in its policy.
    const withoutNonce = (value: string | null) => value?.replace(/'nonce-[^']+'/, "'nonce'") ?? null;
    for (const name of compared) {
      expect(withoutNonce(head.headers.get(name)), name).toBe(withoutNonce(get.headers.get(name)));
    }
    expect(head.headers.get("content-security-policy")).not.toBeNull();
  });
});

describe("the length and caching of every kind of answer", () => {
  // Not pages: JSON, text and React Router's data, where Hono drops a HEAD's body before anyone counted it.
  const answers = [
    "/healthz",
    "/readyz",
    "/robots.txt",
    "/assets/no-such-file.js",
    "/downloads/no-such-file.pdf",
    "/pricing.data",
    "/no-such-page.data",
    "/blog.data?q=shift",
    newsletterApiPath,
  ];
  const identity = { "Accept-Encoding": "identity" };

  it.each(answers)("HEAD %s says how long GET's body is", async (path) => {
    const get = await fetch(site.url + path, { headers: identity });
    const body = await get.arrayBuffer();
    const head = await fetch(site.url + path, { method: "HEAD", headers: identity });
    expect(head.status).toBe(get.status);
    expect(head.headers.get("content-length")).toBe(String(body.byteLength));
  });

  it.each(answers)("GET %s says how long it may be kept", async (path) => {
    const get = await fetch(site.url + path);
    await get.arrayBuffer();
    expect(get.headers.get("cache-control")).not.toBeNull();
  });

  it("keeps no JSON answer in any cache", { tags: ["smoke"] }, async () => {
    const replies = await Promise.all([
      fetch(site.url + "/healthz"),
      fetch(site.url + newsletterApiPath),
      fetch(site.url + newsletterApiPath, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `cache.${Date.now()}@example.com` }),
      }),
      fetch(site.url + newsletterApiPath, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "not an address" }),
      }),
    ]);
    for (const reply of replies) {
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
      expect(reply.headers.get("cache-control"), reply.url).toBe("no-store");
    }
  });
});

describe("a path that cannot be decoded", () => {
  it("leaves only JSON lines in the log, none longer than 4 KB", async () => {
    const linesBefore = site.logs().length;
    const unparsedBefore = site.unparsed().length;
    const path = `/${"%E0%A4%A".repeat(1_500)}`;
    expect(path.length).toBeGreaterThan(12_000);
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    await waitUntil(() => site.logs().length > linesBefore, { timeoutMs: 5_000 });
    await sleep(300);
    expect(site.unparsed().slice(unparsedBefore)).toEqual([]);
    const written = site
      .output()
      .split("\n")
      .filter((line) => line.includes("%E0%A4%A"));
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(line.length).toBeLessThan(4_096);
  });
});

describe("CORS on the JSON API", () => {
  const preflight = (origin: string) =>
    fetch(site.url + newsletterApiPath, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, user-agents",
      },
    });

  it("answers a preflight from an allowed origin, without credentials", async () => {
    const answer = await preflight(partner);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(partner);
    expect(answer.headers.get("access-control-allow-methods")).toBe("POST");
    expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("user-agents");
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    // And the sign-up itself names the origin, so that its page may read the answer.
    const signup = await fetch(site.url + newsletterApiPath, {
      method: "POST",
      headers: { Origin: partner, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ email: `partner.${Date.now()}@example.com` }),
    });
    expect(signup.status).toBe(200);
    expect(signup.headers.get("access-control-allow-origin")).toBe(partner);
  });

  it("treats an entry written with capitals and a slash as the origin a browser sends", async () => {
    const answer = await preflight(localPartner);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(localPartner);
    const signup = await fetch(site.url + newsletterApiPath, {
      method: "POST",
      headers: { Origin: localPartner, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ email: `local.partner.${Date.now()}@example.com` }),
    });
    expect(signup.status).toBe(200);
    expect(signup.headers.get("access-control-allow-origin")).toBe(localPartner);
  });

  it("refuses a preflight from any other origin, with no CORS header", async () => {
    const answer = await preflight("https://evil.example");
    expect(answer.status).toBe(403);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});
