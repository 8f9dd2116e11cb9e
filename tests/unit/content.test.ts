import { describe, expect, it } from "vitest";
import { z } from "zod";
import { faqContent } from "../../content/faq/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys } from "../../content/features.ts";
import { parseMarkdownFile, renderMarkdown } from "../../app/collections/markdown.server.ts";
import { legalDocuments } from "../../app/legal/documents.server.ts";
import { matchesAll, searchWords } from "../../app/search/match-text.ts";

const schema = z.strictObject({ title: z.string().min(1), updated: z.iso.date() });

describe("Markdown content files", () => {
  it("reads the front matter and gives every heading an id for the contents", () => {
    const { data, html, headings } = parseMarkdownFile(
      "content/x/en.md",
      "---\ntitle: Terms\nupdated: 2026-11-02\n---\n\n## 1. Who we are\n\nText with a [link](/faq).\n\n## 1. Who we are\n",
      schema,
    );
    expect(data).toEqual({ title: "Terms", updated: "2026-11-02" });
    expect(headings).toEqual([
      { id: "1-who-we-are", text: "1. Who we are", depth: 2 },
      { id: "1-who-we-are-1", text: "1. Who we are", depth: 2 },
    ]);
    expect(html).toContain('<h2 id="1-who-we-are">1. Who we are</h2>');
    expect(html).toContain('<a href="/faq">link</a>');
  });

  it.each([
    ["no front matter", "## Heading\n", /content\/x\/en\.md: the file must start with front matter/],
    ["broken YAML", "---\ntitle: [unclosed\n---\n", /content\/x\/en\.md: the front matter is not valid YAML/],
    ["a missing field", "---\ntitle: Terms\n---\n", /^content\/x\/en\.md: updated: /],
    ["a wrong date", "---\ntitle: Terms\nupdated: 2 November\n---\n", /^content\/x\/en\.md: updated: /],
    [
      "an unknown field",
      "---\ntitle: T\nupdated: 2026-11-02\nauthor: x\n---\n",
      /^content\/x\/en\.md: front matter: .*"author"/,
    ],
  ])("fails with the file's name on %s", (_, source, message) => {
    expect(() => parseMarkdownFile("content/x/en.md", source, schema)).toThrow(message);
  });

  it("renders inline formatting inside headings but keeps the contents text plain", () => {
    const { headings, html } = renderMarkdown("## Your **rights**\n");
    expect(headings[0]).toEqual({ id: "your-rights", text: "Your rights", depth: 2 });
    expect(html).toContain("<strong>rights</strong>");
  });
});

describe("the site's content", () => {
  it("has both legal documents in both languages, each with a table of contents", () => {
    for (const document of Object.values(legalDocuments)) {
      for (const lang of ["en", "id"] as const) {
        expect(document[lang].headings.filter((heading) => heading.depth === 2).length).toBeGreaterThan(8);
      }
    }
  });

  it("has at least 24 FAQ questions per language, in the same groups, with unique addresses", () => {
    for (const lang of ["en", "id"] as const) {
      const items = faqContent[lang].groups.flatMap((group) => group.items);
      expect(items.length).toBeGreaterThanOrEqual(24);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      for (const item of items) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(faqContent.id.groups.map((group) => group.id)).toEqual(
      faqContent.en.groups.map((group) => group.id),
    );
  });

  it("suggests other features, never the page's own, on every feature page", () => {
    for (const lang of ["en", "id"] as const) {
      for (const key of featureKeys) {
        // Three others, and steps three to five, the schema checks; that none is the page's own, not.
        expect(featurePages[lang][key].related).not.toContain(key);
      }
    }
  });
});

describe("search text", () => {
  it("finds every word in any order, ignoring case and accents", () => {
    const words = searchWords("  OFFLINE clock-in ");
    expect(words).toEqual(["offline", "clock", "in"]);
    expect(matchesAll("Can staff clock in when they are offline?", words)).toBe(true);
    expect(matchesAll("Can staff clock in?", words)).toBe(false);
    expect(matchesAll("Café Kemang", searchWords("cafe"))).toBe(true);
    expect(matchesAll("anything", searchWords(""))).toBe(true);
  });
});
