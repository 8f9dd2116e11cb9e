/**
 * A bounded fuzz of the server: a few thousand generated hostile requests, from a fixed seed, to the API
 * and every form address, well-formed ones with fetch and malformed ones on raw sockets. No answer may be
 * a 5xx, the server must stay up, and nothing it logs may be a stack.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { contactForm, formAddresses } from "../support/form-addresses.ts";
import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { parseResponse, rawExchange } from "../support/raw-http.ts";
import { stacksIn, startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { seededRandom } from "../../scripts/fixtures/seeded-random.ts";

let postgres: PostgresServer;
let site: SiteProcess;
beforeAll(async () => {
  postgres = await startPostgres();
  site = await startSite({
    DATABASE_URL: postgres.url,
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_EMAIL: "1000000",
  });
});
afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
});

/** The same requests on every run, so a failure can be replayed. */
function random(seed: number) {
  const next = seededRandom(seed);
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const rng = random(20261123);
const targets = [
  ...formAddresses().map((address) => address.path),
  newsletterApiPath,
  "/",
  "/pricing",
  "/unsubscribe?token=x",
  "/confirm-subscription?token=1.1.x",
  "/downloads/forged.token",
  "/search/blog-en.json",
  "/%00",
  "/%zz",
  "/..%2f..%2fetc%2fpasswd",
  "/blog/%E0%A4%A/x",
  `/${"a".repeat(4000)}`,
];
const hostileValues = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "A\u0000B",
  "\u0007\u001b[31m",
  "' OR 1=1 --",
  "${7*7}{{7*7}}",
  "%zz%",
  "😀".repeat(50),
  "x".repeat(6000),
  "javascript:alert(1)",
  "\r\nSet-Cookie: a=b",
  "a@b",
  "dewi@pt-alun.co.id\r\nBcc: x@evil.example",
  "",
];
const fields = [
  "name",
  "email",
  "company",
  "phone",
  "message",
  "messageFormat",
  "topic",
  "country",
  "companySize",
  "slot",
  "timeZone",
  "utm_source",
  "referrer",
  "landingPage",
  "startedAt",
  "website",
  "recaptchaToken",
  "marketingConsent",
  "page",
  "__proto__",
  "constructor[prototype][x]",
];
const contentTypes = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data; boundary=zz",
  "multipart/form-data",
  "application/json",
  "text/plain",
  "text/xml",
  "application/octet-stream",
  "",
  'x/x; a="',
];

function formBody(): string {
  const params: string[] = [];
  for (let i = 0, n = rng.int(12); i < n; i += 1) {
    const value = rng.pick(hostileValues);
    params.push(
      `${encodeURIComponent(rng.pick(fields))}=${rng.chance(0.2) ? value : encodeURIComponent(value)}`,
    );
  }
  return params.join("&");
}

function body(type: string): string {
  if (type.startsWith("multipart") && rng.chance(0.5)) {
    return `--zz\r\nContent-Disposition: form-data; name="${rng.pick(fields)}"\r\n\r\n${rng.pick(hostileValues)}\r\n${rng.chance(0.5) ? "--zz--\r\n" : ""}`;
  }
  if (type === "application/json") {
    return rng.pick([
      '{"email":' + JSON.stringify(rng.pick(hostileValues)) + "}",
      "[".repeat(5000),
      "{",
      "null",
      '{"email":{"a":1}}',
    ]);
  }
  return formBody();
}

/** A complete contact form with one hostile value, as a browser posts it: it gets as far as the database. */
async function nearlyValidLead(): Promise<number> {
  const form = contactForm(`fuzz-${rng.int(1e9)}@pt-alun.co.id`);
  form.set(rng.pick(fields), rng.pick(hostileValues));
  const response = await fetch(`${site.url}${rng.pick(["/contact-us", "/hubungi-kami"])}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** A well-formed request with hostile parts. */
async function wellFormed(): Promise<number> {
  if (rng.chance(0.3)) return nearlyValidLead();
  const method = rng.pick(["GET", "HEAD", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
  const type = rng.pick(contentTypes);
  const headers: Record<string, string> = {};
  if (type) headers["Content-Type"] = type;
  if (rng.chance(0.3))
    headers.Origin = rng.pick([site.url, "null", "https://evil.example", "http://[::1", "x"]);
  if (rng.chance(0.3)) headers["Sec-Fetch-Site"] = rng.pick(["same-origin", "cross-site", "none", "bogus"]);
  if (rng.chance(0.3)) headers["Accept-Language"] = rng.pick(["id", "zz-ZZ;q=abc", "*", ",,,", "id;q=2"]);
  if (rng.chance(0.2)) headers["X-Forwarded-For"] = rng.pick(["1.2.3.4", "evil", ", ,", "::1, 300.1.1.1"]);
  if (rng.chance(0.2)) headers.Cookie = rng.pick(["lang=xx", "a", "=;=;"]);
  if (rng.chance(0.1)) headers["Accept-Encoding"] = rng.pick(["br;q=x", "*;q=0", "gzip, identity;q=0"]);
  const hasBody = method !== "GET" && method !== "HEAD";
  const response = await fetch(`${site.url}${rng.pick(targets)}`, {
    method,
    headers,
    body: hasBody ? body(type) : undefined,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** Requests no HTTP client would send, byte for byte. */
function malformed(): string {
  const path = rng.pick(targets);
  const form = formBody();
  return rng.pick([
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nabcdefg`,
    `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nzz\r\n${form}\r\n0\r\n\r\n`,
    `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`,
    `GET ${path} HTTP/9.9\r\nHost: x\r\n\r\n`,
    `GET ${path}\r\n\r\n`,
    `G\u0000T ${path} HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nX: \u0000\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\n${"X-Long: " + "a".repeat(20_000)}\r\n\r\n`,
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n${form}`,
    `POST ${path} HTTP/1.0\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 12\r\n\r\n--zz\r\n--zz--`,
    `GET /%%% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET //evil.example/%2e%2e/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `PROPFIND ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  ]);
}

async function rawStatuses(request: string): Promise<number[]> {
  const { text } = await rawExchange(site.port, request, { timeoutMs: 3000 });
  const statuses: number[] = [];
  let rest = text;
  for (let parsed = parseResponse(rest); parsed; parsed = parseResponse(rest)) {
    statuses.push(parsed.response.status);
    rest = parsed.rest;
  }
  return statuses;
}

describe("a bounded fuzz of hostile requests", () => {
  it("answers over 2,000 of them without a 5xx, stays up and logs no stack", async () => {
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const count = (status: number, label: string) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) serverErrors.push(`${status} ${label}`);
    };
    // Batches of 16 at once: enough to overlap requests, within what two cores serve.
    for (let batch = 0; batch < 150; batch += 1) {
      const work: Promise<void>[] = [];
      for (let i = 0; i < 16; i += 1) {
        if (i < 12) work.push(wellFormed().then((status) => count(status, "well-formed")));
        else {
          const request = malformed();
          work.push(
            rawStatuses(request).then((list) =>
              list.forEach((status) => count(status, JSON.stringify(request.slice(0, 120)))),
            ),
          );
        }
      }
      await Promise.all(work);
    }
    const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    expect(answered).toBeGreaterThanOrEqual(2000);
    expect(serverErrors).toEqual([]);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect(site.child.exitCode).toBeNull();
    expect(stacksIn(site)).toEqual([]);
    // Hostile paths and headers are escaped into the JSON, never break a line of the log.
    expect(site.unparsed()).toEqual([]);
  });
});
