/**
 * Fake marketing vendors for the tools phase: generated scripts of realistic size and main-thread cost,
 * served over HTTPS from 127.0.0.1 under the vendors' own host names (Chromium maps the names to this server
 * with --host-resolver-rules), so the site's Content-Security-Policy and its consent code run as they would
 * against the real hosts. Any other path on a vendor host answers 204, as collection endpoints do.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { onCleanup } from "./cleanup.ts";
import { host } from "./config.ts";
import { freePort } from "./servers.ts";
import { makeCertificate } from "../ops/tls-certificate.ts";
import { seededRandom } from "../fixtures/seeded-random.ts";

export interface FakeScript {
  /** The tool, as the report names it. */
  tool: string;
  /**
   * The public setting (core/config/public.ts) that turns the tool on. The script must load when the build
   * knows the setting; a setting the build does not know yet (chat, before it lands) is reported, not checked.
   */
  setting: string;
  /** Where the site (or another fake script) loads it from; the query string is not part of the match. */
  url: string;
  /** The size the generated script is made to, gzip, in bytes (1 KB = 1000 B). */
  gzipBytes: number;
  /**
   * Main-thread work on top of parsing, compiling and running the generated functions, as ms of busy loop:
   * the first while the script is evaluated, the others in later tasks, as a tag manager fires its tags
   * after its own start. A duration rather than a count of iterations: how long a loop of a given count
   * takes depends on when V8 optimises it (a short cold loop costs as much as one ten times longer), which
   * would make the cost unpredictable; compiling the functions still scales with the machine's speed.
   */
  workMs: readonly number[];
  /** Scripts it adds to the page once it runs (Crisp's loader adds its client). */
  loads?: readonly string[];
  /** Collection requests it sends once it runs: a beacon, or a pixel for an `img` URL. */
  beacons?: readonly { url: string; as: "beacon" | "img" }[];
  /** Draws a fixed chat button, as a chat client does. */
  chatButton?: boolean;
  /** Why this size and cost, for docs/bench.md. */
  why: string;
}

/**
 * The one table of fake vendor resources. Sizes and costs come from the real scripts (sizes as served in
 * 2025–2026) and from third-party-web 0.30 (`node_modules/third-party-web`, Lighthouse's own attribution
 * data), whose HTTP Archive mobile averages of script execution per page are: Google Tag Manager 1,066 ms
 * (every tag the containers run, gtag.js included), Google Analytics 108 ms, LinkedIn Ads 133 ms, Crisp
 * 33 ms. Lighthouse multiplies the main-thread time it observes by 4 for its mobile figures.
 */
export const fakeScripts: readonly FakeScript[] = [
  {
    tool: "Google Tag Manager",
    setting: "GTM_ID",
    url: "https://www.googletagmanager.com/gtm.js",
    gzipBytes: 100_000,
    workMs: [15, 7, 7, 6],
    beacons: [
      { url: "https://region1.google-analytics.com/g/collect?v=2&tid=G-BENCH01&en=page_view", as: "beacon" },
    ],
    why:
      "A container holding a GA4 tag is 90–130 KB gzip, ~300 KB raw (GTM's runtime and the Google tag); " +
      "it does most of its work as it is evaluated, then fires its tags in later tasks. Its cost is set " +
      "between third-party-web's averages for Google Analytics alone (108 ms of mobile CPU per page) and " +
      "for GTM (1,066 ms, containers full of tags included).",
  },
  {
    tool: "LinkedIn Insight Tag",
    setting: "LINKEDIN_PARTNER_ID",
    url: "https://snap.licdn.com/li.lms-analytics/insight.min.js",
    gzipBytes: 7_000,
    workMs: [8, 5],
    beacons: [{ url: "https://px.ads.linkedin.com/collect/?pid=1234567&fmt=gif", as: "img" }],
    why:
      "insight.min.js is ~7 KB gzip, ~20 KB raw; its cost is set below LinkedIn Ads' average (133 ms), " +
      "which counts its other scripts too.",
  },
  {
    tool: "Crisp chat",
    setting: "CHAT_PROVIDER",
    url: "https://client.crisp.chat/l.js",
    gzipBytes: 3_000,
    workMs: [2],
    loads: ["https://client.crisp.chat/static/javascripts/client.js"],
    why: "Crisp's l.js is a ~3 KB gzip loader that adds the client bundle, with little work of its own.",
  },
  {
    tool: "Crisp chat",
    setting: "CHAT_PROVIDER",
    url: "https://client.crisp.chat/static/javascripts/client.js",
    gzipBytes: 120_000,
    workMs: [10, 10, 10],
    chatButton: true,
    why:
      "Crisp's client is ~120 KB gzip, ~400 KB raw, and draws the chat button; its work is set like that " +
      "of gtm.js, a bundle of the same size. third-party-web's Crisp figure (33 ms over 1,577 pages) is " +
      "too thin to go by.",
  },
];

/** Every host the fake vendors answer for: their scripts' and their collection endpoints'. */
export const fakeHosts: readonly string[] = [
  ...new Set(
    fakeScripts.flatMap((script) => [
      new URL(script.url).hostname,
      ...(script.loads ?? []).map((url) => new URL(url).hostname),
      ...(script.beacons ?? []).map((beacon) => new URL(beacon.url).hostname),
    ]),
  ),
];

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

/**
 * Minified-looking code: many small functions with short names, a shared vocabulary of property names and
 * some random tokens (ids, hashes) in string literals, which make it compress about 3:1 as real minified
 * bundles do. Every function is called once while the script is evaluated, so all of it is compiled.
 */
function generateFunctions(script: FakeScript, count: number): string {
  const random = seededRandom(seedOf(script.url));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const tokenChars = `${letters}0123456789-_`;
  const word = (min: number, max: number, chars = letters) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick([...chars])).join("");
  const vocabulary = Array.from({ length: 600 }, () => word(3, 11));
  const literal = () =>
    random() < 0.45 ? word(6, 24, tokenChars) : `${pick(vocabulary)}_${pick(vocabulary)}`;
  const number = () => String(Math.floor(random() * 1_000_000));
  const statements = [
    (v: string) => `${v}=(${v}*${number()}+${number()})%${number()}|0;`,
    (v: string) => `if(${v}>${number()}){${v}^=${number()}}else{${v}+=s.length}`,
    (v: string) => `for(var i=0;i<(${v}&7);i++){${v}=(${v}*31+s.charCodeAt(i%s.length))|0}`,
    (v: string) => `o.${pick(vocabulary)}=${v}+"${literal()}";o.${pick(vocabulary)}=${number()};`,
    (v: string) =>
      `switch(${v}&3){case 0:${v}+=${number()};break;case 1:s+="${literal()}";break;default:${v}-=o.${pick(vocabulary)}|0}`,
    (v: string) => `${v}+=[${number()},${number()},${number()}].indexOf(${v}&255)+"${literal()}".length;`,
  ];
  const names = new Set<string>();
  const lines: string[] = [];
  while (names.size < count) {
    const name = `${word(1, 1)}${word(1, 2, tokenChars.replace("-", "$"))}`;
    if (names.has(name) || /^(do|if|in|for|let|new|try|var)$/.test(name)) continue;
    names.add(name);
    const body = Array.from({ length: 3 + Math.floor(random() * 5) }, () => pick(statements)("n")).join("");
    lines.push(
      `function ${name}(n,t){var s="${literal()}",o={${pick(vocabulary)}:t};${body}return n^s.length}`,
    );
  }
  return `${lines.join("\n")}\nvar F=[${[...names].join(",")}];`;
}

/** `length` random characters, as a vendor's embedded configuration (ids, hashes, encoded data). */
function configuration(script: FakeScript, length: number): string {
  const random = seededRandom(seedOf(`${script.url}#configuration`));
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return Array.from({ length }, () => chars[Math.floor(random() * chars.length)]).join("");
}

/** The script around the functions: the compile-everything start, the work, what the tool then does. */
function wrap(script: FakeScript, functions: string, padding: number): string {
  const [first = 0, ...later] = script.workMs;
  const loads = (script.loads ?? [])
    .map(
      (url) =>
        `var e=document.createElement("script");e.async=true;e.src=${JSON.stringify(url)};document.head.appendChild(e);`,
    )
    .join("");
  const beacons = (script.beacons ?? [])
    .map(({ url, as }) =>
      as === "img"
        ? `new Image().src=${JSON.stringify(url)};`
        : `navigator.sendBeacon&&navigator.sendBeacon(${JSON.stringify(url)});`,
    )
    .join("");
  const chatButton = script.chatButton
    ? 'var b=document.createElement("div");b.setAttribute("aria-hidden","true");' +
      'b.style.cssText="position:fixed;right:20px;bottom:20px;width:60px;height:60px;border-radius:50%;' +
      'background:#1972f5;z-index:1000";document.body.appendChild(b);'
    : "";
  return [
    `/*! Regu bench: a fake ${script.url}, generated; not the vendor's code. */`,
    "(function(){",
    // Integer and string work for `ms` milliseconds of the main thread.
    "function W(ms){var end=performance.now()+ms,h=2166136261,o={},i=0,j;while(performance.now()<end){" +
      'for(j=0;j<512;j++)h=Math.imul(h^j,16777619)>>>0;o["k"+(i++&63)]=h.toString(36)}return h^i}',
    functions,
    "var a=0;for(var j=0;j<F.length;j++)a^=F[j](j,a);",
    `a^=W(${first});`,
    `var L=${JSON.stringify(later)};`,
    "function next(k){if(k<L.length)setTimeout(function(){a^=W(L[k]);next(k+1)},0)}",
    `next(0);${loads}${beacons}${chatButton}`,
    `var C=${JSON.stringify(configuration(script, padding))};`,
    "window.__reguBenchFake=(window.__reguBenchFake|0)+1;",
    "})();",
  ].join("\n");
}

export interface GeneratedScript {
  script: FakeScript;
  functions: number;
  raw: Buffer;
  gzip: Buffer;
}

/**
 * The script at `gzipBytes` within 1 %: as many functions as fit under it, then a configuration string
 * of random characters (vendors embed such data) that fills the rest.
 */
export function generateScript(script: FakeScript): GeneratedScript {
  const make = (count: number, padding: number): GeneratedScript => {
    const raw = Buffer.from(wrap(script, generateFunctions(script, count), padding));
    return { script, functions: count, raw, gzip: gzipSync(raw, { level: 9 }) };
  };
  let count = 50;
  let generated = make(count, 0);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    // Aim 3 % under the target, so that the padding has something to fill.
    count = Math.max(1, Math.round((count * script.gzipBytes * 0.97) / generated.gzip.length));
    generated = make(count, 0);
  }
  while (generated.gzip.length > script.gzipBytes && count > 1) generated = make((count -= 1), 0);
  let padding = 0;
  for (
    let attempt = 0;
    attempt < 8 && Math.abs(generated.gzip.length / script.gzipBytes - 1) >= 0.002;
    attempt += 1
  ) {
    // Random characters from 64 compress to about 0.76 bytes each.
    padding = Math.max(0, padding + Math.round((script.gzipBytes - generated.gzip.length) / 0.76));
    generated = make(count, padding);
  }
  return generated;
}

export interface FakeVendors {
  port: number;
  scripts: GeneratedScript[];
  /** For Lighthouse's Chromium: the vendor hosts resolve to this server, whose certificate it accepts. */
  chromeFlags: string[];
  /** Requests answered, by `host/path`. */
  hits: Map<string, number>;
  stop: () => Promise<void>;
}

/** The fake vendors' HTTPS server (HTTP/2, as the vendors serve), on a free port of 127.0.0.1. */
export async function startFakeVendors(): Promise<FakeVendors> {
  const scripts = fakeScripts.map(generateScript);
  const byUrl = new Map(scripts.map((generated) => [generated.script.url, generated]));
  const certDir = mkdtempSync(join(tmpdir(), "regu-bench-vendors-"));
  const removeCertDir = onCleanup(() => rmSync(certDir, { recursive: true, force: true }));
  const certificate = makeCertificate(certDir, fakeHosts, "Regu bench vendors CA");
  const hits = new Map<string, number>();
  const answer = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const authority = (request.authority || request.headers.host || "").replace(/:\d+$/, "");
    const url = new URL(request.url, `https://${authority}`);
    const key = `${url.hostname}${url.pathname}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const generated = byUrl.get(`${url.origin}${url.pathname}`);
    if (!generated || request.method !== "GET") {
      response.writeHead(204, { "access-control-allow-origin": "*" }).end();
      return;
    }
    // Chromium always accepts gzip; the vendors answer with it (or brotli) and cache for minutes.
    response
      .writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": String(generated.gzip.length),
        "cache-control": "private, max-age=900",
        vary: "Accept-Encoding",
      })
      .end(generated.gzip);
  };
  const server = createSecureServer(
    { key: readFileSync(certificate.keyFile), cert: readFileSync(certificate.certFile), allowHTTP1: true },
    answer,
  );
  // Chromium keeps its connections open; they are closed with the server.
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const stop = onCleanup(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const session of sessions) session.destroy();
    await closed;
    await removeCertDir();
  });
  const rules = fakeHosts.map((name) => `MAP ${name} ${host}:${port}`).join(", ");
  return {
    port,
    scripts,
    chromeFlags: [`--host-resolver-rules=${rules}`, "--ignore-certificate-errors"],
    hits,
    stop,
  };
}
