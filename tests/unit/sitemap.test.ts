import { describe, expect, it } from "vitest";
import { loader } from "../../app/routes/sitemap.ts";

describe("sitemap.xml", () => {
  it("has one entry per address, each with its language alternates", { tags: ["smoke"] }, async () => {
    const xml = await loader().text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
      alternates: [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    }));
    const locs = entries.map((entry) => entry.loc);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc, index) => locs.indexOf(loc) !== index)).toEqual([]);
    // A translated item keeps both alternates on each of its two entries.
    for (const { loc, alternates } of entries) {
      expect(
        alternates.map(([, href]) => href),
        loc,
      ).toContain(loc);
    }
  });
});
