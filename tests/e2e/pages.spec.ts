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

/**
 * One page of each kind at its address and with its heading written out, in both languages, with the
 * language switch leading to the other one. The test above takes its expectations from the route table
 * and the content, so a wrong table or a heading lost on the way to the page would agree with itself there.
 * The not-found page's are in not-found.spec.ts.
 */
const pageKinds: Array<{ kind: string; en: [path: string, h1: string]; id: [path: string, h1: string] }> = [
  {
    kind: "home page",
    en: ["/", "Run your whole workforce from one app."],
    id: ["/beranda", "Kelola seluruh tim Anda dari satu aplikasi."],
  },
  {
    kind: "feature page",
    en: ["/features/time", "Know who is at work, at which site, and since when"],
    id: ["/fitur/absensi", "Tahu siapa yang sudah masuk, di lokasi mana, dan jam berapa"],
  },
  {
    kind: "pricing page",
    en: ["/pricing", "Pay only for the people who use Regu"],
    id: ["/harga", "Bayar hanya untuk karyawan yang memakai Regu"],
  },
  {
    kind: "blog list",
    en: ["/blog", "Practical HR for teams in Southeast Asia"],
    id: ["/blog?lang=id", "Praktik HR untuk tim di Asia Tenggara"],
  },
  {
    kind: "blog article",
    en: [
      "/blog/leave-management/annual-leave-and-carry-over-in-southeast-asia",
      "Annual leave and carry-over rules in five Southeast Asian countries",
    ],
    id: [
      "/blog/cuti/hak-cuti-tahunan-dan-sisa-cuti-di-asia-tenggara",
      "Hak cuti tahunan dan aturan sisa cuti di lima negara Asia Tenggara",
    ],
  },
  {
    kind: "case study",
    en: ["/case-study/raza-kopi", "Raza Kopi"],
    id: ["/studi-kasus/raza-kopi", "Raza Kopi"],
  },
  {
    kind: "user guide article",
    en: ["/user-guide/request-leave", "Request leave from the app"],
    id: ["/panduan-pengguna/ajukan-cuti", "Ajukan cuti dari aplikasi"],
  },
  {
    kind: "resource page",
    en: [
      "/download-resources/month-end-attendance-and-payroll-checklist",
      "Month-end attendance and payroll checklist",
    ],
    id: [
      "/unduh-materi/daftar-periksa-absensi-dan-penggajian-akhir-bulan",
      "Daftar periksa absensi dan penggajian akhir bulan",
    ],
  },
  {
    kind: "lead form page",
    en: ["/request-demo", "See Regu run your workforce in 30 minutes"],
    id: ["/jadwalkan-demo", "Lihat cara Regu mengelola tim Anda dalam 30 menit"],
  },
  {
    kind: "legal page",
    en: ["/privacy-policy", "Privacy Policy"],
    id: ["/kebijakan-privasi", "Kebijakan Privasi"],
  },
  {
    kind: "FAQ",
    en: ["/faq", "Frequently asked questions"],
    id: ["/tanya-jawab", "Pertanyaan yang sering diajukan"],
  },
  {
    kind: "about page",
    en: ["/about-us", "We built the app we wished we had when we ran HR"],
    id: ["/tentang-kami", "Aplikasi yang dulu kami butuhkan saat mengelola SDM"],
  },
];

for (const { kind, en, id } of pageKinds) {
  test(`the ${kind} answers at its address in each language, with its heading and its twin`, async ({
    page,
  }) => {
    for (const [lang, [path, h1], other, [twinPath]] of [
      ["en", en, "id", id],
      ["id", id, "en", en],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator(`header a[hreflang="${other}"]:visible`)).toHaveAttribute("href", twinPath);
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
