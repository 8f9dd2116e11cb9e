import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { describe, expect, it } from "vitest";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { shellDictionary } from "../../app/i18n/page-texts.server.ts";
import { rootDir } from "../../scripts/repository-root.ts";

// What a prerendered page's HTML leaves out to fit the first round trip (docs/architecture.md).

const clientFile = (path: string) => readFileSync(join(rootDir, "build", "client", path), "utf8");
const pageHtml = (path: string) => clientFile(join(path, "index.html"));

/** The files a page fetches before it starts React, as its (minified) inline script names them. */
const fetchedFiles = (html: string) => [
  ...html.matchAll(/["`]\/(assets\/(?:dictionary|data)-[\w-]+\.json)["`]/g),
];

/** A page's hydration data: the file it fetches, one line of React Router's encoding. */
function pageData(html: string): string {
  const file = fetchedFiles(html).find((match) => match[1]?.startsWith("assets/data-"))?.[1];
  if (!file) throw new Error("the page names no data file");
  return clientFile(file);
}

/** Whether the page's data carries these words for React. */
const inData = (html: string, words: string) => pageData(html).includes(JSON.stringify(words));

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
      const file = fetchedFiles(html).find((match) => match[1]?.startsWith("assets/dictionary-"))?.[1];
      expect(file, `${path} names no dictionary file`).toBeDefined();
      expect(JSON.parse(clientFile(file ?? ""))).toEqual(shellDictionary(lang));
      // A client-side navigation's data is complete.
      expect(clientFile(`${path}.data`)).toContain(JSON.stringify(dictionaries[lang].notFound.title));
    }
  });

  it("carries no hydration data itself: the page fetches it when it starts React", async () => {
    for (const path of ["", "beranda", "pricing", "tanya-jawab"]) {
      const html = pageHtml(path);
      expect(html, path).not.toContain("streamController.enqueue");
      const body = new Response(pageData(html)).body;
      if (!body) throw new Error("no body");
      const { value } = await decodeViaTurboStream(body, globalThis);
      const { loaderData } = value as { loaderData: Record<string, unknown> };
      expect(Object.keys(loaderData).length, path).toBeGreaterThan(1);
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

  it("carries the header's dropdowns closed, their links in the page; the mobile menu is drawn when opened", () => {
    const html = pageHtml("pricing");
    // The Features and Resources dropdowns: <details> closed, their panels in the HTML so they open without
    // JavaScript (app/components/header/dropdown.tsx).
    const dropdowns = [...html.matchAll(/<details[^>]*>\s*<summary[^>]*aria-controls="([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(dropdowns).toHaveLength(2);
    for (const id of dropdowns) expect(html.includes(`id="${id}"`), id).toBe(true);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html.includes(`>${dictionaries.en.features.task.tagline}<`)).toBe(true);
    // The mobile menu's button controls a panel that is not in the page until it opens.
    const others = [...html.matchAll(/aria-controls="([^"]+)"/g)]
      .map((match) => match[1] ?? "")
      .filter((id) => !dropdowns.includes(id));
    expect(others.length).toBeGreaterThanOrEqual(1);
    for (const id of others) expect(html.includes(`id="${id}"`), id).toBe(false);
  });
});
