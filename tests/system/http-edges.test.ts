import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResponse, rawExchange } from "../support/raw-http.ts";
import { startSite, type SiteProcess } from "../support/site-process.ts";

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite();
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
