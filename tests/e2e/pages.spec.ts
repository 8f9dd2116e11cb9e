import { builtPages, canonicalPages, expect, test } from "./fixtures.ts";

// The path and query: a page whose languages share a path tells them apart by `?lang=`.
const pathnameOf = (href: string | null) => {
  if (href === null) return null;
  const url = new URL(href.replace(/&amp;/g, "&"));
  return url.pathname + url.search;
};

for (const built of builtPages) {
  test(`${built.path} (${built.pageId}, ${built.lang}) answers with its own page and head`, async ({
    page,
  }) => {
    const response = await page.goto(built.path);
    expect(response?.status()).toBe(200);

    await expect(page.locator("html")).toHaveAttribute("lang", built.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(built.h1);
    expect((await page.title()).trim()).not.toBe("");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);

    const robots = page.locator('meta[name="robots"]');
    const canonical = page.locator('link[rel="canonical"]');
    const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (built.indexable) {
      await expect(robots).toHaveCount(0);
      await expect(canonical).toHaveCount(1);
      expect(pathnameOf(await canonical.getAttribute("href"))).toBe(built.canonical[built.lang]);
      for (const [hreflang, path] of [
        ["en", built.canonical.en],
        ["id", built.canonical.id],
        ["x-default", built.canonical.en],
      ] as const) {
        await expect(alternate(hreflang)).toHaveCount(1);
        expect(pathnameOf(await alternate(hreflang).getAttribute("href")), `hreflang ${hreflang}`).toBe(path);
      }
    } else {
      await expect(robots).toHaveAttribute("content", "noindex, follow");
    }
  });
}

test("sitemap.xml lists the indexable pages with their language alternates, and no thank-you page", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: pathnameOf(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? null),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang = "", href = ""]) => [hreflang, pathnameOf(href)],
      ),
    ),
  }));

  const locs = entries.map((entry) => entry.loc);
  expect(
    locs.filter((loc, index) => locs.indexOf(loc) !== index),
    "one entry per address",
  ).toEqual([]);

  for (const built of canonicalPages.filter((page) => page.indexable)) {
    const entry = entries.find((candidate) => candidate.loc === built.path);
    expect(entry, `sitemap entry for ${built.path}`).toBeDefined();
    expect(entry?.alternates).toEqual({
      en: built.canonical.en,
      id: built.canonical.id,
      "x-default": built.canonical.en,
    });
  }
  expect(entries.map((entry) => entry.loc)).toEqual(expect.arrayContaining(["/", "/beranda"]));

  const listed = entries.flatMap((entry) => [entry.loc, ...Object.values(entry.alternates)]);
  for (const built of builtPages.filter((page) => !page.indexable)) {
    expect(listed, `${built.path} must not be in the sitemap`).not.toContain(built.path);
  }
});

test("robots.txt names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const sitemap = /^Sitemap: (\S+)$/m.exec(await response.text())?.[1];
  expect(sitemap, "a Sitemap: line").toBeDefined();
  expect(pathnameOf(sitemap ?? null)).toBe("/sitemap.xml");
});
