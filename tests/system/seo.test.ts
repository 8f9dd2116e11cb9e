import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricingContent } from "../../content/pricing/index.ts";
import { formatPrice } from "../../core/pricing/price.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { decodeEntities } from "../../scripts/seo/page-seo.ts";
import { urlPathOf } from "../../server/static-files.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";

/** The card and structured data the build writes into every prerendered page (docs/seo.md). */
const clientDir = join(rootDir, "build", "client");

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const pages = [...walk(clientDir)]
  .filter((path) => path.endsWith(".html"))
  .map((file) => {
    const html = readFileSync(file, "utf8");
    return {
      urlPath: urlPathOf(relative(clientDir, file)),
      html,
      head: html.slice(0, html.indexOf("</head>")),
    };
  });
const page = (urlPath: string) => {
  const found = pages.find((candidate) => candidate.urlPath === urlPath);
  if (!found) throw new Error(`no prerendered page at ${urlPath}`);
  return found;
};

function meta(head: string, key: string): string[] {
  const pattern = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`,
    "g",
  );
  return [...head.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ""));
}

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

type Block = Record<string, unknown>;
function jsonLd(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Block,
  );
}
const ofType = (html: string, type: string) => jsonLd(html).filter((block) => block["@type"] === type);

describe("sharing cards", () => {
  it("every prerendered page names its own 1200×630 PNG card, in its language", () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const { urlPath, html, head } of pages) {
      const [image, ...more] = meta(head, "og:image");
      expect(more, urlPath).toEqual([]);
      expect(image, urlPath).toMatch(/^https?:\/\/[^/]+\/og\/(en|id)\/.+\.png$/);
      const lang = /<html lang="(\w+)"/.exec(html)?.[1];
      const file = join(clientDir, new URL(image as string).pathname);
      expect(existsSync(file), `${urlPath}: ${file}`).toBe(true);
      expect(pngSize(readFileSync(file)), urlPath).toEqual({ width: 1200, height: 630 });
      expect(new URL(image as string).pathname.startsWith(`/og/${lang}/`), urlPath).toBe(true);
      expect(meta(head, "og:image:width"), urlPath).toEqual(["1200"]);
      expect(meta(head, "og:image:height"), urlPath).toEqual(["630"]);
      expect(meta(head, "og:image:alt")[0], urlPath).toMatch(/\S/);
      expect(meta(head, "twitter:card"), urlPath).toEqual(["summary_large_image"]);
      expect(meta(head, "og:locale"), urlPath).toEqual([lang === "id" ? "id_ID" : "en_US"]);
      // The other language, wherever the page has a version in it (an untranslated article has none).
      const other = lang === "id" ? "en" : "id";
      const translated = head.includes(`hrefLang="${other}"`) || !head.includes(`rel="canonical"`);
      expect(meta(head, "og:locale:alternate"), urlPath).toEqual(
        translated ? [other === "id" ? "id_ID" : "en_US"] : [],
      );
    }
  });

  it("a page's language twin has a card of its own", () => {
    const english = meta(page("/pricing").head, "og:image")[0];
    const indonesian = meta(page("/harga").head, "og:image")[0];
    expect(english).toMatch(/\/og\/en\/pricing\.png$/);
    expect(indonesian).toMatch(/\/og\/id\/harga\.png$/);
  });
});

describe("structured data", () => {
  it("parses on every page", () => {
    for (const { urlPath, html } of pages) {
      for (const block of jsonLd(html)) expect(block["@context"], urlPath).toBe("https://schema.org");
    }
  });

  it("lists the questions the FAQ and feature pages show", () => {
    for (const urlPath of [
      "/faq",
      "/tanya-jawab",
      "/features/time",
      "/fitur/absensi",
      "/project-management-software",
    ]) {
      const { html } = page(urlPath);
      const [faq, ...more] = ofType(html, "FAQPage");
      expect(more, urlPath).toEqual([]);
      const questions = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
      expect(questions.length, urlPath).toBeGreaterThan(2);
      // Search engines want the marked-up questions to be on the page.
      const text = decodeEntities(html.replace(/<[^>]+>/g, " "));
      for (const question of questions) {
        expect(text, urlPath).toContain(question.name);
        expect(question.acceptedAnswer.text, urlPath).toMatch(/\S/);
      }
    }
  });

  it("gives the pricing page's plans with the prices it shows, in its currency", () => {
    for (const [urlPath, lang] of [
      ["/pricing", "en"],
      ["/harga", "id"],
    ] as const) {
      const { html } = page(urlPath);
      const [app] = ofType(html, "SoftwareApplication");
      const offers = app?.offers as Array<{ name: string; price: number; priceCurrency: string }>;
      expect(offers.length).toBe(3);
      const text = decodeEntities(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe(pricingContent[lang].currencyOrder[0]);
        expect(text.replace(/\u00a0/g, " ")).toContain(
          formatPrice(offer.price, pricingContent[lang].currencyOrder[0], lang).replace(/\u00a0/g, " "),
        );
      }
      expect(ofType(html, "FAQPage")).toHaveLength(1);
    }
  });

  it("describes the company with its logo on the home and about pages", () => {
    for (const urlPath of ["/", "/beranda", "/about-us", "/tentang-kami"]) {
      const [organization] = ofType(page(urlPath).html, "Organization");
      const logo = organization?.logo as { url: string };
      expect(pngSize(readFileSync(join(clientDir, new URL(logo.url).pathname)))).toEqual({
        width: 512,
        height: 512,
      });
      expect(organization?.contactPoint).toHaveLength(2);
    }
    expect(ofType(page("/pricing").html, "Organization")).toEqual([]);
  });
});

describe("the server", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site.stop();
  });

  it("answers a page's card as a PNG that may be cached", async () => {
    const image = meta(page("/harga").head, "og:image")[0] as string;
    const response = await fetch(`${site.url}${new URL(image).pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const logo = await fetch(`${site.url}/logo.png`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
  });
});
