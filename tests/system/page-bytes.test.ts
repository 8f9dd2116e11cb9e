import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaries } from "../../app/i18n/dictionaries.ts";
import { shellDictionary } from "../../app/i18n/page-texts.server.ts";
import { rootDir } from "../../scripts/start-args.ts";

// What a prerendered page's HTML leaves out to fit the first round trip (docs/architecture.md).

const clientFile = (path: string) => readFileSync(join(rootDir, "build", "client", path), "utf8");
const pageHtml = (path: string) => clientFile(join(path, "index.html"));

/** The words a page's data carries for React, as JSON inside a JavaScript string. */
const inData = (html: string, words: string) =>
  html.includes(JSON.stringify(JSON.stringify(words)).slice(3, -3));

describe("a prerendered page's HTML", () => {
  it("carries the dictionary's page sections only on the pages that show them", () => {
    for (const lang of ["en", "id"] as const) {
      const t = dictionaries[lang];
      const pricing = pageHtml(lang === "en" ? "pricing" : "harga");
      const faq = pageHtml(lang === "en" ? "faq" : "tanya-jawab");
      expect(inData(pricing, t.pricingPage.plansTitle)).toBe(true);
      expect(inData(pricing, t.faqPage.searchPlaceholder)).toBe(false);
      expect(inData(pricing, t.featurePage.guideLead)).toBe(false);
      expect(inData(faq, t.faqPage.searchPlaceholder)).toBe(true);
      expect(inData(faq, t.pricingPage.plansTitle)).toBe(false);
    }
  });

  it("leaves the shell dictionary to a file of its own, which the page fetches, and navigations still get", () => {
    for (const [lang, path] of [
      ["en", "faq"],
      ["id", "tanya-jawab"],
    ] as const) {
      const html = pageHtml(path);
      expect(inData(html, dictionaries[lang].notFound.title)).toBe(false);
      const file = /fetch\(["`]\/(assets\/dictionary-[\w-]+\.json)["`]\)/.exec(html)?.[1];
      expect(file, `${path} names no dictionary file`).toBeDefined();
      expect(JSON.parse(clientFile(file ?? ""))).toEqual(shellDictionary(lang));
      // A client-side navigation's data is complete.
      expect(clientFile(`${path}.data`)).toContain(JSON.stringify(dictionaries[lang].notFound.title));
    }
  });

  it("sends a drawing once: in the page, and not again in its data", () => {
    const html = pageHtml("");
    const drawings = [...html.matchAll(/<div class="[^"]*"><svg[^]*?<\/svg><\/div>/g)];
    expect(drawings.length).toBeGreaterThan(0);
    for (const [drawing] of drawings) {
      const markup = drawing.slice(drawing.indexOf("<svg"), -"</div>".length);
      expect(inData(html, markup)).toBe(false);
    }
    expect(clientFile("_.data")).toContain(
      JSON.stringify(drawings[0]?.[0].slice(drawings[0][0].indexOf("<svg"), -6)),
    );
  });

  it("leaves out the header's closed menus: their buttons draw them when opened", () => {
    const html = pageHtml("pricing");
    const controlled = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    expect(controlled.length).toBeGreaterThanOrEqual(3);
    for (const id of controlled) expect(html.includes(`id="${id}"`), id).toBe(false);
    // The features menu's taglines are drawn nowhere else on the pricing page.
    expect(html.includes(`>${dictionaries.en.features.task.tagline}<`)).toBe(false);
  });
});
