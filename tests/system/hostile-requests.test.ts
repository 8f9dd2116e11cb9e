import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { contactForm, formAddresses } from "../support/form-addresses.ts";
import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { parseResponse, rawExchange } from "../support/raw-http.ts";
import { stacksIn, startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";

let postgres: PostgresServer;
let site: SiteProcess;
let database: pg.Client;
const partner = "https://partner.example";

beforeAll(async () => {
  postgres = await startPostgres();
  site = await startSite({
    DATABASE_URL: postgres.url,
    ALLOWED_ORIGINS: partner,
    RATE_LIMIT_PER_IP: "100000",
    RATE_LIMIT_PER_EMAIL: "100000",
  });
  database = new pg.Client({ connectionString: postgres.url });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await site?.stop();
  await postgres?.stop();
});

const leadCount = async () =>
  Number((await database.query<{ n: string }>("select count(*) as n from leads")).rows[0]?.n);

const notForms: { label: string; headers: Record<string, string>; body: string }[] = [
  { label: "no Content-Type", headers: {}, body: "name=x" },
  { label: "text/plain", headers: { "Content-Type": "text/plain" }, body: "name=x" },
  { label: "JSON", headers: { "Content-Type": "application/json" }, body: '{"name":"x"}' },
  { label: "XML", headers: { "Content-Type": "application/xml" }, body: "<name>x</name>" },
  { label: "octet-stream", headers: { "Content-Type": "application/octet-stream" }, body: "\u0000\u0001" },
  {
    label: "broken multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=abc" },
    body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
  },
  { label: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, body: "x" },
];

describe("a post to a form address that is not a form", () => {
  const cases = formAddresses().flatMap((address) => notForms.map((kind) => ({ ...address, ...kind })));

  it.each(cases)("$path with $label gets 415 or 400 in the page's language", async (item) => {
    const response = await fetch(`${site.url}${item.path}`, {
      method: "POST",
      headers: { ...item.headers },
      body: item.body,
    });
    expect([400, 415]).toContain(response.status);
    const html = await response.text();
    expect(html).toContain(`<html lang="${item.lang}"`);
    const byStatus: Record<number, string> = dictionaries[item.lang].error.byStatus;
    expect(html).toContain(byStatus[response.status]);
  });

  it("logged no stack, and only JSON lines", () => {
    expect(stacksIn(site)).toEqual([]);
    expect(site.unparsed()).toEqual([]);
  });
});

describe("methods other than GET, HEAD and POST", () => {
  it.each(["PUT", "PATCH", "DELETE"])(
    "%s of a complete contact form is refused and stores nothing",
    async (method) => {
      const before = await leadCount();
      const response = await fetch(`${site.url}/contact-us`, {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: contactForm(`put-${method.toLowerCase()}@pt-alun.co.id`),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await leadCount()).toBe(before);
    },
  );

  it("still stores the same form sent with POST", { tags: ["smoke"] }, async () => {
    const before = await leadCount();
    const response = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: contactForm("posted@pt-alun.co.id"),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(await leadCount()).toBe(before + 1);
  });

  it.each(["OPTIONS", "TRACE", "PROPFIND"])("%s gets 405 and one log line, no stack", async (method) => {
    // Raw: fetch itself refuses to send TRACE.
    const { text } = await rawExchange(
      site.port,
      `${method} /pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(parseResponse(text)?.response.status).toBe(405);
    const refusal = `refused ${method} /pricing: 405`;
    await waitUntil(() => site.logged(refusal));
    const lines = site.logs().filter((entry) => entry.msg === refusal);
    expect(lines.map((entry) => entry.level)).toEqual(["warn"]);
    expect(stacksIn(site)).toEqual([]);
  });

  it("a POST to a page without a form gets 405 and one log line, no stack", async () => {
    const response = await fetch(`${site.url}/harga`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain(dictionaries.id.error.byStatus[405]);
    await waitUntil(() => site.logged("refused POST /harga: 405"));
    expect(site.logs().filter((entry) => entry.msg === "refused POST /harga: 405")).toHaveLength(1);
    expect(stacksIn(site)).toEqual([]);
  });
});

describe("an origin in ALLOWED_ORIGINS", () => {
  const fromPartner = { Origin: partner, "Sec-Fetch-Site": "cross-site" };

  it("may call the newsletter API from a browser, which calls it cross-site", async () => {
    const response = await fetch(`${site.url}${newsletterApiPath}`, {
      method: "POST",
      headers: { ...fromPartner, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "partner-page@pt-alun.co.id" }),
    });
    expect(response.status).toBe(200);
  });

  it("may post a form", async () => {
    const response = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      headers: { ...fromPartner, "Content-Type": "application/x-www-form-urlencoded" },
      body: contactForm("partner-form@pt-alun.co.id"),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
  });

  it("does not open the door to other sites", async () => {
    const response = await fetch(`${site.url}${newsletterApiPath}`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ email: "evil-page@pt-alun.co.id" }),
    });
    expect(response.status).toBe(403);
  });
});

describe("the Content-Security-Policy of a page rendered for a request", () => {
  it("names a fresh nonce, which every inline script carries, and no hashes", async () => {
    const policies: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${site.url}/contact-us`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=&email=",
      });
      expect(response.status).toBe(400);
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      expect(policy).not.toContain("'sha256-");
      expect(policy).not.toContain("unsafe-inline");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      policies.push(policy);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  it("of a prerendered page names the hashes the build wrote", async () => {
    const response = await fetch(`${site.url}/pricing`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-inline");
  });
});
