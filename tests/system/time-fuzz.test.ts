/**
 * No form post or query holds the server's event loop: every field of every form, and every query
 * parameter a page reads, gets hostile values sized up to the body limits (64 KB for a form, 4 KB for the
 * JSON APIs), and no single request may keep the loop busy longer than 50 ms. The time is the server's
 * own (its event-loop delay, read from its metrics around each request), not the client's clock. The
 * requests are a fixed, bounded set: the same on every run, a minute or so on two cores.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentApiPath, newsletterApiPath } from "../../core/routing/endpoints.ts";
import { languages, pageIds, queriesOf, type Lang, type PageId } from "../../core/routing/pages.ts";
import { pathTo, type Params } from "../../core/routing/paths.ts";
import { seededRandom } from "../../scripts/fixtures/seeded-random.ts";
import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { eventLoopMetricsEnv, eventLoopProbe, type EventLoopProbe } from "../support/event-loop.ts";
import { formAddresses } from "../support/form-addresses.ts";
import { send, type SiteRequest } from "../support/site-requests.ts";

/** The longest a request may hold the event loop. */
const maxHeldMs = 50;
/** The form body limit (server/app.ts) and the JSON APIs' (newsletter, consent). */
const formLimit = 64 * 1024;
const apiLimit = 4 * 1024;
/** Room for the other fields and the multipart framing, so the body stays just under its limit. */
const framing = 3 * 1024;

let postgres: PostgresServer;
let site: SiteProcess;
let probe: EventLoopProbe;

beforeAll(async () => {
  postgres = await startPostgres();
  const metrics = await eventLoopMetricsEnv();
  site = await startSite({
    DATABASE_URL: postgres.url,
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_EMAIL: "1000000",
    RATE_LIMIT_CONSENT_PER_IP: "1000000",
    // A configured tool opens the consent API, which otherwise answers 404 to everything.
    GTM_ID: "GTM-AB12CD3",
    ...metrics,
  });
  probe = eventLoopProbe(metrics);
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
});

const rng = seededRandom(20260314);
const pickLang = (): Lang => (rng() < 0.5 ? "en" : "id");

/** Hostile values of about `size` characters: the shapes that make a pattern or a parser work hardest. */
interface HostileValue {
  name: string;
  make(size: number): string;
}

/** Each value cut to the size asked for, so that a body of them stays under its limit. */
const atMost = (values: HostileValue[]): HostileValue[] =>
  values.map(({ name, make }) => ({ name, make: (size) => make(size).slice(0, size) }));

const hostileValues: HostileValue[] = atMost([
  { name: "< repeated", make: (size) => "<".repeat(size) },
  { name: "<a repeated", make: (size) => "<a".repeat(size / 2) },
  { name: "& repeated", make: (size) => "&".repeat(size) },
  { name: "a@ repeated", make: (size) => "a@".repeat(size / 2) },
  { name: "one character", make: (size) => "a".repeat(size) },
  { name: "nested markup", make: (size) => `${"<b><i>".repeat(size / 14)}x${"</i></b>".repeat(size / 14)}` },
  { name: "many lines", make: (size) => "x\r\n".repeat(size / 3) },
]);

/** More for the message, whose markup is read twice (counted, then cleaned) and whose text is split. */
const messageValues: HostileValue[] = atMost([
  ...hostileValues,
  // Each of these is text-free enough to pass the length checks and reach the cleaning.
  { name: "< repeated, closed", make: (size) => `${"<".repeat(size - 2)}>x` },
  { name: "<a repeated, closed", make: (size) => `${"<a".repeat(size / 2 - 2)}>x` },
  { name: "open tags", make: (size) => `${"<p>".repeat(size / 3 - 1)}x` },
  { name: "links", make: (size) => '<a href="https://a.example/">a</a> '.repeat(size / 34) },
  { name: "entities", make: (size) => "&#x1;&amp;".repeat(size / 10) },
  { name: "comments", make: (size) => "<!--".repeat(size / 4) },
  { name: "attributes", make: (size) => `<p ${'a="b" '.repeat(size / 6 - 2)}>x</p>` },
  { name: "blank lines", make: (size) => `${"\n \n".repeat(size / 3 - 1)}x` },
  { name: "spaces", make: (size) => `x${" \t".repeat(size / 2 - 1)}x` },
  // Shown again in the page's text area as text: read there as the editor's markup.
  { name: "open lists", make: (size) => `<p>${"<ol>".repeat(size / 4 - 2)}</p>` },
  { name: "spaces in markup", make: (size) => `<p>x${" ".repeat(size - 9)}x</p>` },
]);

/** What every lead form carries besides its own fields. */
const hiddenFields = {
  website: "",
  startedAt: String(Date.now() - 60_000),
  recaptchaToken: "token",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  utm_term: "payroll",
  utm_content: "button",
  landingPage: "/",
  referrer: "https://www.google.com/",
};
const person = {
  name: "Dewi Lestari",
  email: "dewi@pt-alun.co.id",
  phone: "+62 812-3456-7890",
  company: "PT Alun",
  marketingConsent: "on",
};
const company = { ...person, companySize: "51-200", country: "ID" };

interface Form {
  label: string;
  paths: Record<Lang, string[]>;
  fields: Record<string, string>;
}

const addresses = formAddresses();
const addressesOf = (page: "contact" | "requestDemo" | "registration" | "newsletter" | "resource") =>
  Object.fromEntries(
    languages.map((lang) => [
      lang,
      page === "resource"
        ? addresses
            .filter((a) => a.lang === lang && a.path.startsWith(pathTo("resources", lang) + "/"))
            .map((a) => a.path)
        : [pathTo(page, lang)],
    ]),
  ) as Record<Lang, string[]>;

const forms: Form[] = [
  {
    label: "contact, as HTML",
    paths: addressesOf("contact"),
    fields: { ...person, topic: "sales", message: "<p>Hello</p>", messageFormat: "html", ...hiddenFields },
  },
  {
    label: "contact, as text",
    paths: addressesOf("contact"),
    fields: { ...person, topic: "sales", message: "Hello", messageFormat: "text", ...hiddenFields },
  },
  {
    label: "demo request",
    paths: addressesOf("requestDemo"),
    fields: {
      ...company,
      interests: "time",
      slot: "2030-01-07T09:00",
      timeZone: "Asia/Jakarta",
      ...hiddenFields,
    },
  },
  {
    label: "registration",
    paths: addressesOf("registration"),
    fields: { ...company, terms: "on", ...hiddenFields },
  },
  { label: "resource download", paths: addressesOf("resource"), fields: { ...person, ...hiddenFields } },
  {
    label: "newsletter",
    paths: addressesOf("newsletter"),
    fields: { email: "dewi@pt-alun.co.id", page: "/" },
  },
];

const origin = () => site.url;

function multipart(fields: ReadonlyArray<readonly [string, string]>): { type: string; body: string } {
  const boundary = "----regu-time-fuzz";
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts.join("")}--${boundary}--\r\n` };
}

type Encoding = "multipart" | "urlencoded";

function formPost(
  path: string,
  fields: ReadonlyArray<readonly [string, string]>,
  encoding: Encoding,
): SiteRequest {
  const { type, body } = encode(fields, encoding);
  return { method: "POST", path, headers: { "Content-Type": type, Origin: origin() }, body };
}

interface Case {
  label: string;
  request: () => SiteRequest;
}

/** Each field of each form with each hostile value, at the body limit; the message also at its own limit. */
function fieldCases(): Case[] {
  const cases: Case[] = [];
  for (const form of forms) {
    // The text variant differs from the HTML one in how its message is read, and nothing else.
    const fieldsToTry = form.label === "contact, as text" ? ["message"] : Object.keys(form.fields);
    for (const field of fieldsToTry) {
      const values = field === "message" ? messageValues : hostileValues;
      const sizes = field === "message" ? [formLimit - framing, 40_000] : [formLimit - framing];
      for (const value of values) {
        for (const size of sizes) {
          const lang = pickLang();
          const paths = form.paths[lang];
          const path = paths[Math.floor(rng() * paths.length)] ?? "/";
          const fields = Object.entries({ ...form.fields, [field]: value.make(size) });
          cases.push({
            label: `${form.label} (${path}): ${field} = ${value.name} × ${size}`,
            request: () => formPost(path, fields, "multipart"),
          });
        }
      }
    }
  }
  return cases;
}

/** Body of a post in one encoding: what the form encodes as, or its size. */
function encode(fields: ReadonlyArray<readonly [string, string]>, encoding: Encoding) {
  return encoding === "multipart"
    ? multipart(fields)
    : {
        type: "application/x-www-form-urlencoded",
        body: new URLSearchParams(fields.map(([name, value]) => [name, value])).toString(),
      };
}

/** As many copies of a field as fit in what the form's own fields leave of the body limit. */
function filling(
  base: ReadonlyArray<readonly [string, string]>,
  entry: (index: number) => [string, string],
  encoding: Encoding,
): Array<[string, string]> {
  const room = formLimit - 512 - encode(base, encoding).body.length;
  // The longest entry (the last index) sets the count, so that the body stays under the limit.
  // An urlencoded entry costs its "&" too.
  const size = (index: number) => encode([entry(index)], encoding).body.length + 1;
  let count = Math.floor(room / size(0));
  while (count > 0 && count * size(count) > room) count = Math.floor(room / size(count));
  return Array.from({ length: count }, (_, index) => entry(index));
}

/** Whole bodies of one shape: the same field many times, many distinct fields, in both encodings. */
function shapeCases(): Case[] {
  const cases: Case[] = [];
  for (const form of forms) {
    for (const lang of languages) {
      const path = form.paths[lang][0] ?? "/";
      const field = form.label === "demo request" ? "interests" : "email";
      const shapes: Array<[string, (index: number) => [string, string]]> = [
        ["the same field", () => [field, "a@b.co"]],
        ["distinct fields", (index) => [`f${index}`, "x"]],
        ["empty fields", () => ["x", ""]],
      ];
      for (const [shape, entry] of shapes) {
        for (const encoding of ["urlencoded", "multipart"] as const) {
          const base = Object.entries(form.fields);
          const fields = [...base, ...filling(base, entry, encoding)];
          cases.push({
            label: `${form.label} (${path}): ${shape}, ${encoding}`,
            request: () => formPost(path, fields, encoding),
          });
        }
      }
    }
  }
  return cases;
}

/** A value cut until it takes at most `room` bytes as JSON, where a line break takes two. */
function fitJson(value: string, room: number): string {
  let fitted = value;
  while (JSON.stringify(fitted).length > room) fitted = fitted.slice(0, Math.floor(fitted.length * 0.9));
  return fitted;
}

/** The JSON APIs: each field with each hostile value, at their 4 KB limit. */
function apiCases(): Case[] {
  const json = (path: string, body: unknown): SiteRequest => ({
    method: "POST",
    path,
    headers: { "Content-Type": "application/json", Origin: origin() },
    body: JSON.stringify(body),
  });
  const record = {
    id: "0b7a5c36-6c3e-4c1a-9d0e-2f8f7b1f4a11",
    analytics: true,
    marketing: false,
    chat: false,
    version: "1",
  };
  const cases: Case[] = [];
  for (const value of hostileValues) {
    const text = fitJson(value.make(apiLimit), apiLimit - 200);
    cases.push({
      label: `newsletter API: email = ${value.name}`,
      request: () => json(newsletterApiPath, { email: text }),
    });
    cases.push({
      label: `newsletter API: another key = ${value.name}`,
      request: () => json(newsletterApiPath, { email: "a@b.co", x: text }),
    });
    for (const field of Object.keys(record)) {
      cases.push({
        label: `consent API: ${field} = ${value.name}`,
        request: () => json(consentApiPath, { ...record, [field]: text }),
      });
    }
    for (const field of ["choice", "purpose", "return"]) {
      const fields = Object.entries({ choice: "chosen", purpose: "analytics", return: "/", [field]: text });
      cases.push({
        label: `consent form: ${field} = ${value.name}`,
        request: () => ({
          ...formPost(consentApiPath, fields, "urlencoded"),
          body: new URLSearchParams(fields).toString().slice(0, apiLimit - 1),
        }),
      });
    }
  }
  cases.push({
    label: "consent form: the same field",
    request: () =>
      formPost(
        consentApiPath,
        Array.from({ length: 200 }, () => ["purpose", "analytics"] as [string, string]),
        "urlencoded",
      ),
  });
  return cases;
}

/** A page's address in a language, with the parameters of one real page where its path has some. */
function pageAddress(pageId: PageId, lang: Lang): string {
  const params: Partial<Record<PageId, Record<Lang, Params>>> = {
    resource: {
      en: { name: "how-companies-are-going-digital" },
      id: { name: "bagaimana-cara-perusahaan-menuju-digitalisasi" },
    },
    blogArticle: {
      en: { category: "leave-management", id: "annual-leave-and-carry-over-in-southeast-asia" },
      id: { category: "cuti", id: "hak-cuti-tahunan-dan-sisa-cuti-di-asia-tenggara" },
    },
  };
  return pathTo(pageId, lang, params[pageId]?.[lang]).split("?")[0] ?? "/";
}

const queriedPages = pageIds.filter((pageId) => queriesOf(pageId).length > 0);

/** The article search of the blog and the user guide, which has its own limits and test. */
const isArticleSearch = (pageId: PageId, name: string) =>
  name === "q" && (pageId === "blog" || pageId === "userGuide");

/** Every query parameter a page reads, with hostile values as long as a URL can be. */
function queryCases(which: "search" | "others"): Case[] {
  const cases: Case[] = [];
  for (const pageId of queriedPages) {
    for (const name of queriesOf(pageId)) {
      if (isArticleSearch(pageId, name) !== (which === "search")) continue;
      for (const value of hostileValues) {
        const path = pageAddress(pageId, pickLang());
        const query = new URLSearchParams({ [name]: value.make(2000) }).toString();
        cases.push({
          label: `GET ${path}?${name}= ${value.name}`,
          request: () => ({ method: "GET", path: `${path}?${query}` }),
        });
      }
    }
  }
  // The attribution a lead form reads from the address it was posted to.
  for (const value of which === "others" ? hostileValues : []) {
    const form = forms[0] as Form;
    const query = new URLSearchParams({ utm_source: value.make(2000), utm_campaign: value.make(2000) });
    cases.push({
      label: `POST contact?utm_source= ${value.name}`,
      request: () => formPost(`${form.paths.en[0]}?${query}`, Object.entries(form.fields), "urlencoded"),
    });
  }
  return cases;
}

/** How long one request held the loop: the least of up to five tries, so that a busy machine is no failure. */
async function heldBy(request: SiteRequest): Promise<{ held: number; status: number }> {
  let held = Infinity;
  let status = 0;
  for (let attempt = 0; attempt < 5 && held > maxHeldMs; attempt += 1) {
    await probe.reset();
    status = (await send(site.port, request, { timeoutMs: 30_000 })).status;
    held = Math.min(held, await probe.heldMs());
  }
  return { held, status };
}

async function measure(cases: Case[]) {
  const slow: string[] = [];
  for (const item of cases) {
    const { held, status } = await heldBy(item.request());
    expect(status, item.label).toBeLessThan(500);
    // Under the body limit: every post is read, and reaches the form's own checks.
    expect(status, item.label).not.toBe(413);
    if (held > maxHeldMs) slow.push(`${item.label}: ${Math.round(held)} ms (${status})`);
  }
  return slow;
}

describe("no request holds the server's event loop for more than 50 ms", () => {
  beforeAll(async () => {
    // First renders and first imports (a form's schema loads on its first post) are the server's start,
    // not the request's: each page and form once before measuring.
    for (const form of forms) {
      for (const lang of languages) {
        for (const path of form.paths[lang]) {
          await send(site.port, { method: "GET", path });
          await send(site.port, formPost(path, Object.entries(form.fields), "urlencoded"));
          await send(site.port, formPost(path, [["name", "x"]], "multipart"));
        }
      }
    }
    for (const pageId of queriedPages) {
      for (const lang of languages)
        await send(site.port, { method: "GET", path: `${pageAddress(pageId, lang)}?q=a` });
    }
  }, 120_000);

  it("on every field of every form", async () => {
    expect(await measure(fieldCases())).toEqual([]);
  }, 240_000);

  it("on bodies of many fields", async () => {
    expect(await measure(shapeCases())).toEqual([]);
  }, 120_000);

  it("on the newsletter and consent APIs", async () => {
    expect(await measure(apiCases())).toEqual([]);
  }, 120_000);

  it("on every query parameter a page reads", async () => {
    expect(await measure(queryCases("others"))).toEqual([]);
  }, 120_000);

  // tests/system/search-cost.test.ts sends the search its own hostile queries; these are the fuzz's.
  it("on the article search's query", async () => {
    expect(await measure(queryCases("search"))).toEqual([]);
  }, 120_000);
});
