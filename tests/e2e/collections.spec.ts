import { blogCategories } from "../../content/blog/categories.ts";
import { caseStudySectors } from "../../content/case-study-sectors.ts";
import { collectionListsContent } from "../../content/collection-lists/index.ts";
import { fill } from "../../core/i18n/fill.ts";
import {
  caseStudyImage,
  blogArticlePath,
  blogNewestFirst,
  collectionPages,
  guideInOrder,
} from "../../app/collections/collection-pages.server.ts";
import { blogArticles, caseStudies } from "../../app/collections/collections.server.ts";
import { dictionaries, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";
import { searchLimits } from "../../app/search/search-limits.ts";

const caseStudyPath = collectionPages.caseStudies.path;
const guidePath = collectionPages.userGuide.path;

test.describe("case studies", () => {
  test("the industry filter shows that industry's stories, and all again", async ({ page }) => {
    const t = dictionaries.en.caseStudy;
    await gotoHydrated(page, "/case-study");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(7);
    // One chip per industry group, all on one line at 1280 px.
    const chips = page.getByRole("navigation", { name: t.filterLabel }).getByRole("link");
    await expect(chips).toHaveCount(1 + Object.keys(caseStudySectors).length);
    const tops = await chips.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size, "chips on one line").toBe(1);
    // Two distributors share the "Distribution" chip.
    const distributors = caseStudies.en.filter((item) => item.data.sector === "distribution");
    expect(distributors).toHaveLength(2);
    await chips.filter({ hasText: caseStudySectors.distribution.en }).click();
    await expect(page).toHaveURL(/\?industry=distribution$/);
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole("heading")).toHaveText(distributors.map((item) => item.data.company_name));
    await page.getByRole("link", { name: t.allIndustries }).click();
    await expect(cards).toHaveCount(7);
  });

  test("the filter works without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/studi-kasus");
    await page
      .getByRole("navigation", { name: dictionaries.id.caseStudy.filterLabel })
      .getByRole("link", { name: "Logistik" })
      .click();
    await expect(page).toHaveURL(/\/studi-kasus\?industry=logistik$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
    await context.close();
  });

  test("the case study without a description reads well and switches to its twin", async ({ page }) => {
    const hardware = caseStudies.id.find((item) => item.data.key === "pemasok-perangkat-keras");
    if (!hardware) throw new Error("the hardware supplier case study is missing");
    await gotoHydrated(page, caseStudyPath(hardware));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hardware.data.company_name);
    await expect(page.getByRole("img").first()).toBeVisible();
    const header = page.locator("article header");
    await expect(header.locator("h1 + p")).toHaveCount(0);
    await page.locator('header a[hreflang="en"]:visible').click();
    await expect(page).toHaveURL("/case-study/pemasok-perangkat-keras");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("customers with a descriptive name are named in the page's language, and drawn no mark", async ({
    page,
  }) => {
    for (const [home, list, name] of [
      ["/", "/case-study", "Fintech company"],
      ["/beranda", "/studi-kasus", "Perusahaan fintech"],
    ] as const) {
      await page.goto(home);
      await expect(page.getByRole("img", { name, exact: true })).toHaveCount(0);
      await page.goto(list);
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
      await expect(card).toBeVisible();
      // The banner only: no logo for a customer that is not named.
      await expect(card.getByRole("img")).toHaveCount(0);
      await expect(card.locator("img")).toHaveCount(1);
    }
  });

  test("a case study's quote names the person and shows their portrait", async ({ page, request }) => {
    const mindray = caseStudies.en.find((item) => item.data.key === "mindray");
    if (!mindray?.data.quoteName) throw new Error("the Mindray case study or its quoted person is missing");
    await page.goto(caseStudyPath(mindray));
    const quote = page.locator("figure").filter({ hasText: mindray.data.quote });
    await expect(quote.locator("figcaption")).toContainText(mindray.data.quoteName);
    await expect(quote.locator("figcaption")).toContainText(mindray.data.company_name);
    const avatar = quote.locator("figcaption img");
    await avatar.scrollIntoViewIfNeeded();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const response = await request.get((await avatar.getAttribute("src")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  test("an unnamed customer's quote gives the role and the company, no person or portrait", async ({
    page,
  }) => {
    const fintech = caseStudies.en.find((item) => item.data.key === "fintech-company");
    if (!fintech) throw new Error("the fintech case study is missing");
    await page.goto(caseStudyPath(fintech));
    const caption = page.locator("figure").filter({ hasText: fintech.data.quote }).locator("figcaption");
    await expect(caption).toHaveText(`${fintech.data.quoteRole}${fintech.data.company_name}`);
    await expect(caption.locator("img")).toHaveCount(0);
  });

  test("a drawn banner keeps a readable height on a phone, cut to its middle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const raza = caseStudies.id.find((item) => item.data.key === "raza-kopi");
    if (!raza) throw new Error("the Raza Kopi case study is missing");
    await page.goto(caseStudyPath(raza));
    const banner = page.locator("article header picture img");
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-narrow\.svg$/);
    expect((await banner.boundingBox())?.height).toBeGreaterThan(180);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/banner-id\.svg$/);
  });

  test("every case study's banner and logo, in both languages, is a drawing", async ({ request }) => {
    for (const item of [...caseStudies.en, ...caseStudies.id]) {
      for (const file of [caseStudyImage(item, "banner"), caseStudyImage(item, "logo")]) {
        const response = await request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()["content-type"], file).toMatch(/^image\/svg\+xml/);
      }
    }
  });

  test("an unknown case study is the not-found page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/case-study/no-such-company");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dictionaries.en.notFound.title);
  });
});

test.describe("blog", () => {
  test("an article opens with its title and first lines, and its drawn cover shows on the blog's cards", async ({
    page,
  }) => {
    const article = blogNewestFirst("en").find((item) => !item.data.cover);
    if (!article) throw new Error("an article without a cover photo is missing");
    await page.goto(blogArticlePath(article));
    await expect(page.locator("article header img")).toHaveCount(0);
    const firstLines = page.locator(".prose-document > p").first();
    // The text starts on the first screen, under the title and the summary.
    expect((await firstLines.boundingBox())?.y).toBeLessThan(page.viewportSize()?.height ?? 0);
    await page.goto("/blog");
    const cover = page.getByRole("main").locator("li img").first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  const t = dictionaries.en.blog;

  test("lists nine articles a page, newest first, with a second page", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    const newest = blogNewestFirst("en");
    await expect(titles).toHaveCount(9);
    await expect(titles.first()).toHaveText(newest[0]?.data.title ?? "");
    await page.getByRole("link", { name: t.older }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(titles).toHaveCount(newest.length - 9);
    await expect(page.getByText(fill(t.pageOf, { page: 2, pages: 2 }))).toBeVisible();
  });

  test("a page past the last is the not-found page", async ({ request }) => {
    expect((await request.get("/blog?page=9")).status()).toBe(404);
    expect((await request.get("/blog/no-such-category")).status()).toBe(404);
  });

  test("the Indonesian index and a category page list their language's articles", async ({ page }) => {
    await gotoHydrated(page, "/blog?lang=id");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await page.getByRole("link", { name: blogCategories["hr-tips"].id.name, exact: true }).click();
    await expect(page).toHaveURL("/blog/tips-hr");
    const inCategory = blogArticles.id.filter((article) => article.data.category === "hr-tips");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(inCategory.length);
    // The switch goes to the same category in English.
    await page.locator('header a[hreflang="en"]:visible').click();
    await expect(page).toHaveURL("/blog/hr-tips");
  });

  test("an article switches to its translation, or to the other language's blog without one", async ({
    page,
  }) => {
    const translated = blogArticles.en.find((article) => article.data.twin);
    const english = blogArticles.en.find((article) => !article.data.twin);
    const twin = blogArticles.id.find((article) => article.slug === translated?.data.twin);
    if (!translated || !english || !twin)
      throw new Error("the blog needs translated and untranslated articles");

    await gotoHydrated(page, blogArticlePath(translated));
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute(
      "href",
      new RegExp(`${blogArticlePath(twin)}$`),
    );
    await page.locator('header a[hreflang="id"]:visible').click();
    await expect(page).toHaveURL(blogArticlePath(twin));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.data.title);

    await gotoHydrated(page, blogArticlePath(english));
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveCount(0);
    await page.locator('header a[hreflang="id"]:visible').click();
    await expect(page).toHaveURL("/blog?lang=id");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(collectionListsContent.id.blog.title);
  });

  test("an article in the wrong category's address is not found", async ({ request }) => {
    const article = blogArticles.en[0];
    if (!article) throw new Error("no articles");
    const other = Object.values(blogCategories).find(
      (category) => category !== blogCategories[article.data.category],
    );
    expect((await request.get(`/blog/${other?.en.slug}/${article.slug}`)).status()).toBe(404);
  });

  test("each language has a valid RSS feed, linked from the blog's head", async ({ page, request }) => {
    for (const [lang, list] of [
      ["en", "/blog"],
      ["id", "/blog?lang=id"],
    ] as const) {
      await page.goto(list);
      const href = await page
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute("href");
      expect(href).toBeTruthy();
      const response = await request.get(href ?? "");
      expect(response.headers()["content-type"]).toMatch(/^application\/(rss\+)?xml/);
      const xml = await response.text();
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          version: doc.documentElement.getAttribute("version"),
          language: doc.querySelector("channel > language")?.textContent,
          links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent ?? ""),
        };
      }, xml);
      expect(feed.error).toBeNull();
      expect(feed).toMatchObject({ version: "2.0", language: lang });
      expect(feed.links).toHaveLength(blogArticles[lang].length);
      const first = new URL(feed.links[0] ?? "");
      expect((await request.get(first.pathname)).status()).toBe(200);
    }
  });
});

test.describe("user guide", () => {
  test("an article has its contents, the next article and its feature", async ({ page }) => {
    const [first, second] = guideInOrder("en");
    if (!first || !second) throw new Error("the guide needs two articles");
    await gotoHydrated(page, "/user-guide");
    await page.getByRole("link", { name: first.data.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.data.title);
    const contents = page.getByRole("navigation", { name: dictionaries.en.guide.contents });
    await expect(contents.getByRole("link")).toHaveCount(first.headings.filter((h) => h.depth === 2).length);
    await page.getByRole("link", { name: new RegExp(second.data.title) }).click();
    await expect(page).toHaveURL(guidePath(second));
  });

  test("an article switches to its translation", async ({ page }) => {
    const article = guideInOrder("id")[3];
    const twin = guideInOrder("en")[3];
    if (!article || !twin) throw new Error("the guide needs four articles");
    await gotoHydrated(page, guidePath(article));
    await page.locator('header a[hreflang="en"]:visible').click();
    await expect(page).toHaveURL(guidePath(twin));
  });

  for (const [path, caption, text] of [
    ["/user-guide/clock-in-with-selfie-and-gps", "The Attendance screen in Regu", "Clocked in"],
    ["/panduan-pengguna/absen-masuk-dengan-selfie-dan-gps", "Layar Absensi di Regu", "Masuk 07.56"],
  ] as const) {
    test(`an article shows the screen it walks through (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await gotoHydrated(page, path);
      // The caption names the screen; the drawing itself is hidden from screen readers.
      const figure = page.getByRole("figure", { name: caption });
      await expect(figure.locator('[aria-hidden="true"]').getByText(text, { exact: true })).toBeVisible();
      // On a phone the article's opening comes first, and the drawing takes less than a screen.
      const opening = await page.locator(".prose-document > p").first().boundingBox();
      const drawing = await figure.boundingBox();
      if (!opening || !drawing) throw new Error("the opening or the drawing is not shown");
      expect(opening.y + opening.height).toBeLessThanOrEqual(drawing.y);
      expect(drawing.height).toBeLessThan(740);
    });
  }

  test("a feature page leads to its guide article", async ({ page }) => {
    const article = guideInOrder("en").find((item) => item.data.feature === "leave");
    if (!article) throw new Error("no guide article about leave");
    await gotoHydrated(page, "/features/leave");
    await page.getByRole("link", { name: dictionaries.en.featurePage.guideLink }).click();
    await expect(page).toHaveURL(guidePath(article));
  });
});

test("the sitemap lists articles with the alternates they have", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const english = blogArticles.en.find((article) => !article.data.twin);
  if (!english) throw new Error("no untranslated article");
  const entry = xml
    .split("<url>")
    .find((block) => block.includes(`<loc>http`) && block.includes(`${blogArticlePath(english)}</loc>`));
  expect(entry).toBeDefined();
  expect(entry).not.toContain('hreflang="id"');
  for (const item of caseStudies.id) expect(xml).toContain(`${caseStudyPath(item)}</loc>`);
});

// One test a page: axe on a long article takes several seconds. A collection's first article and case study
// are scanned in page-visits.spec.ts, on its visit at 1280 px; a category page and the guide's first
// article in reading order are not visited there.
for (const lang of ["en", "id"] as const) {
  const guide = guideInOrder(lang)[0];
  if (!guide) throw new Error("the user guide is empty");
  for (const [kind, path] of [
    ["blog category", `/blog/${blogCategories.payroll[lang].slug}`],
    ["user-guide article", guidePath(guide)],
  ] as const) {
    test(`a ${kind} (${lang}) has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoViolations(page);
    });
  }
}

test.describe("search", () => {
  const t = dictionaries.en.search;

  test("finds blog articles as the visitor types, ranks the title match first and marks it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const searchLoads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/search/")) searchLoads.push(request.url());
    });
    expect(searchLoads).toEqual([]);
    const box = page.getByRole("searchbox", { name: t.label });
    await box.fill("THR");
    const results = page.getByRole("region", { name: fill(t.resultsFor, { query: "THR" }) });
    const first = results.getByRole("listitem").first();
    const thr = blogArticles.en.find((article) => article.data.title.includes("THR"));
    await expect(first.getByRole("link")).toHaveText(thr?.data.title ?? "");
    await expect(first.locator("mark").first()).toHaveText(/^THR/i);
    expect(searchLoads).toHaveLength(1);
    await box.fill("zzzqqq");
    await expect(page.getByText(fill(t.none, { query: "zzzqqq" }))).toBeVisible();
    await box.fill("");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(9);
  });

  test("says when only the start of a long search was searched, and holds no more than the limit", async ({
    page,
  }) => {
    await gotoHydrated(page, "/panduan-pengguna");
    const t = dictionaries.id.search;
    const box = page.getByRole("searchbox", { name: t.label });
    const cut = page.getByText(
      fill(t.cut, { words: searchLimits.maxWords, characters: searchLimits.maxCharacters }),
    );
    await box.fill("cuti");
    await expect(page.getByRole("status")).toHaveText(/\d/);
    await expect(cut).toBeHidden();
    await box.fill("cuti satu dua tiga empat lima enam tujuh delapan sembilan");
    await expect(cut).toBeVisible();
    await expect(box).toHaveAttribute("maxlength", String(searchLimits.maxCharacters));
  });

  test("searches the Indonesian user guide in Indonesian only", async ({ page }) => {
    await gotoHydrated(page, "/panduan-pengguna");
    await page.getByRole("searchbox", { name: dictionaries.id.search.label }).fill("cuti");
    const results = page.getByRole("region", {
      name: fill(dictionaries.id.search.resultsFor, { query: "cuti" }),
    });
    await expect(results.getByRole("listitem").first()).toBeVisible();
    for (const href of await results
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/panduan-pengguna\//);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form answers with the results", async ({ page }) => {
      await page.goto("/blog?lang=id");
      await page.getByRole("searchbox", { name: dictionaries.id.search.label }).fill("lembur");
      await page.getByRole("button", { name: dictionaries.id.search.submit }).click();
      await expect(page).toHaveURL(/\/blog\?lang=id&q=lembur$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      const results = page.getByRole("region", {
        name: fill(dictionaries.id.search.resultsFor, { query: "lembur" }),
      });
      await expect(results.locator("mark").first()).toBeVisible();
    });
  });
});
