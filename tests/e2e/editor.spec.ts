import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { imageSize } from "image-size";
import { parse } from "yaml";
import { blogCategories } from "../../content/blog/categories.ts";
import { isAddressesFileName, publishedAddressesOf } from "../../core/routing/published-addresses.server.ts";
import { checkAgainstArchive } from "../../scripts/ops/addresses/published.ts";
import { samplePhotoJpeg } from "../../scripts/fixtures/sample-photo.ts";
import { startSite } from "../../scripts/processes/site-process.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { expect, test } from "./servers/editor-site.ts";

// The editor runs as `npm run cms` runs it, on a copy of the repository (servers/serve-editor.ts), started
// by this file's worker (servers/editor-site.ts).

const runDir = process.env.REGU_E2E_DATA_DIR;
const copyRoot = () => {
  if (!runDir) throw new Error("REGU_E2E_DATA_DIR is not set");
  return (JSON.parse(readFileSync(join(runDir, "editor", "editor.json"), "utf8")) as { root: string }).root;
};
/** The headline in the copy's data file; undefined while the editor is still writing the file. */
function savedHeadline(lang: "en" | "id"): string | undefined {
  try {
    const data = parse(readFileSync(join(copyRoot(), "content", "home", `${lang}.yaml`), "utf8")) as {
      hero?: { title?: string };
    } | null;
    return data?.hero?.title;
  } catch {
    return undefined;
  }
}

// The first visit builds the editor's code in the development server, which takes a while.
test.setTimeout(240_000);
test.describe.configure({ mode: "serial" });

// Vite knew the editor's dependencies before the first page (editor/dev-server.ts). One found on a page
// makes Vite bundle them again and reload every open page: the page in the middle of a test, or, with the
// reload lost, one left with two copies of React that draws nothing until the test times out.
test.afterAll(({ editorSite }) => {
  expect(
    editorSite.log().filter((line) => /optimized dependencies changed|new dependencies optimized/.test(line)),
  ).toEqual([]);
});

async function openHome(page: Page, lang: "en" | "id") {
  await page.goto(`/keystatic/singleton/home-${lang}`);
  const headline = page.getByRole("textbox", { name: "Headline" });
  await expect(headline).toBeVisible({ timeout: 180_000 });
  return headline;
}

for (const [lang, path, title] of [
  ["en", "/", "Every shift, leave and claim in one app."],
  ["id", "/beranda", "Semua shift, cuti, dan klaim dalam satu aplikasi."],
] as const) {
  test(`${lang}: a new home headline saved in the editor is in the data file and on ${path}`, async ({
    page,
  }) => {
    const headline = await openHome(page, lang);
    await headline.fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => savedHeadline(lang), { timeout: 30_000 }).toBe(title);
    // The site beside the editor reads the saved file.
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return page.getByRole("heading", { level: 1 }).textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(title);
  });
}

test("while a change is not saved, the editor says the preview does not show it yet", async ({ page }) => {
  const notice = page.getByRole("status").filter({ hasText: "Preview shows this page as it was last saved" });
  const headline = await openHome(page, "en");
  await expect(notice).toHaveCount(0);
  await headline.fill("Every shift, leave and claim in one place.");
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => savedHeadline("en"), { timeout: 30_000 })
    .toBe("Every shift, leave and claim in one place.");
  // The editor marks the entry saved once the save's answer is back, a moment after the file is written.
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
});

test("an empty or too long headline is refused, the field named, and the file keeps its words", async ({
  page,
}) => {
  const before = savedHeadline("en");
  const headline = await openHome(page, "en");
  await headline.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Headline must not be empty")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(savedHeadline("en")).toBe(before);

  // Longer than the first screen holds: the counter says so as it is typed, and the save is refused.
  await headline.fill("Every shift, every leave request and every claim, in one app.");
  await expect(page.getByText("61 of 60 characters")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Headline must be no longer than 60 characters")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(savedHeadline("en")).toBe(before);
});

/** Starter's price in rupiah in the copy's plans file. */
function savedStarterRupiah(): number | undefined {
  const plans = parse(readFileSync(join(copyRoot(), "content", "pricing", "plans.yaml"), "utf8")) as {
    plans?: { starter?: { prices?: { IDR?: number } } };
  } | null;
  return plans?.plans?.starter?.prices?.IDR;
}

test("a price is read as it is typed, one between steps is refused, and saving leaves the editor as it is", async ({
  page,
}) => {
  await page.goto("/keystatic/singleton/prices");
  const rupiah = page.getByRole("textbox", { name: "Indonesian rupiah (IDR)" }).first();
  await expect(rupiah).toHaveValue("15,000", { timeout: 180_000 });

  // Between two steps: refused with the step named, nothing saved, nothing rounded.
  await rupiah.fill("15300");
  await rupiah.blur();
  const between = page.getByText(
    "Prices go in steps of 500: 15,300 is between 15,000 and 15,500. Type one of them.",
  );
  await expect(between).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForTimeout(1000);
  expect(savedStarterRupiah()).toBe(15000);

  // As an Indonesian types it: saved as the number it means.
  await rupiah.fill("Rp 15.500");
  await expect(between).toBeHidden();
  // A reload of the editor's page would clear this.
  await page.evaluate(() => Object.assign(window, { reguBeforeSave: true }));
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(savedStarterRupiah, { timeout: 30_000 }).toBe(15500);
  // Once the site beside has the new price, the development server has seen the saved file.
  await expect
    .poll(async () => (await page.request.get("/harga")).text(), { timeout: 30_000 })
    .toMatch(/15\.500/);
  expect(await page.evaluate(() => "reguBeforeSave" in window)).toBe(true);
  await expect(page.getByText(/Other changes have been made|Restored draft/)).toHaveCount(0);
});

/** The sales address in the copy's company facts. */
function savedSalesEmail(): string | undefined {
  try {
    const facts = JSON.parse(readFileSync(join(copyRoot(), "content", "brand.json"), "utf8")) as {
      salesEmail?: string;
    };
    return facts.salesEmail;
  } catch (error) {
    // The editor writes the file in place: read between its truncation and its write, it is empty.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

test("saving the company facts leaves the editor as it is, and the site beside has them", async ({
  page,
}) => {
  const salesEmail = "hello@regu.example";
  await page.goto("/keystatic/singleton/company-facts");
  const field = page.getByRole("textbox", { name: "Sales email" });
  await field.fill(salesEmail, { timeout: 180_000 });
  // A reload of the editor's page would clear this.
  await page.evaluate(() => Object.assign(window, { reguBeforeSave: true }));
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(savedSalesEmail, { timeout: 30_000 }).toBe(salesEmail);
  // Once the site beside has the new address in its footer, the development server has seen the saved file.
  await expect
    .poll(async () => (await page.request.get("/contact-us")).text(), { timeout: 30_000 })
    .toContain(salesEmail);
  // A reload comes a moment after the server sees the file.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => "reguBeforeSave" in window)).toBe(true);
  await expect(page.getByText(/Other changes have been made|Restored draft/)).toHaveCount(0);
  await expect(field).toHaveValue(salesEmail);
});

const article = {
  en: {
    title: "How outlet teams plan Ramadan shifts with Regu",
    slug: "how-outlet-teams-plan-ramadan-shifts-with-regu",
    description:
      "Ramadan moves opening hours, breaks and overtime. Here is how outlet managers plan fair shifts for the month and keep payroll right.",
    body: "Ramadan changes when customers come and when staff can work.",
  },
  id: {
    title: "Cara tim outlet menyusun shift Ramadan dengan Regu",
    slug: "cara-tim-outlet-menyusun-shift-ramadan-dengan-regu",
    description:
      "Ramadan mengubah jam buka, waktu istirahat, dan lembur. Begini cara manajer outlet menyusun shift yang adil dan menjaga payroll tetap benar.",
    body: "Ramadan mengubah kapan pelanggan datang dan kapan karyawan bisa bekerja.",
  },
} as const;

/**
 * A Markdown file's front matter, parsed: Keystatic folds a long value onto the next line. Empty while the
 * editor is still writing the file, so a poll reads it again.
 */
function frontMatterOf(text: string | undefined): Record<string, unknown> {
  try {
    return (parse(/^---\n([\s\S]*?)\n---/.exec(text ?? "")?.[1] ?? "") ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The file name of the article's cover photo, in its folder, as its front matter names it. */
function savedCover(lang: "en" | "id"): string | undefined {
  const { cover } = frontMatterOf(savedArticle(lang));
  const prefix = `/media/blog/${lang}/${article[lang].slug}/`;
  return typeof cover === "string" && cover.startsWith(prefix) ? cover.slice(prefix.length) : undefined;
}

function savedArticle(lang: "en" | "id"): string | undefined {
  try {
    return readFileSync(join(copyRoot(), "content", "blog", lang, `${article[lang].slug}.md`), "utf8");
  } catch {
    return undefined;
  }
}

async function writeArticle(page: Page, lang: "en" | "id", photo: Buffer) {
  const words = article[lang];
  await page.goto(`/keystatic/collection/blog-${lang}/create`);
  await page.getByRole("textbox", { name: "Title" }).fill(words.title, { timeout: 180_000 });
  await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue(words.slug);
  await page.getByRole("textbox", { name: "Description" }).fill(words.description);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles({ name: "outlet-team.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("textbox", { name: "What the cover photo shows" }).fill("Outlet staff before a shift");
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("Siti Rahma");
  await page.getByRole("textbox", { name: "Author's role" }).fill("Operations Lead");
  await page.getByRole("textbox", { name: "Published on" }).fill("2026-11-20");
  await page.getByRole("textbox", { name: "Text" }).fill(words.body);
}

/**
 * Builds the copy as a deploy would, into build-editor; returns the folder of its pages. A light build
 * (core/config/build-guard.ts): the same pages and photo variants, without the cards, covers, PDFs and
 * compressed copies these tests never read.
 */
function buildCopy(): string {
  execFileSync("npm", ["run", "build"], {
    cwd: copyRoot(),
    env: { ...process.env, BUILD_DIR: "build-editor", BUILD_PROFILE: "light" },
    stdio: "pipe",
  });
  return join(copyRoot(), "build-editor", "client");
}

/**
 * The built page's photo (the first whose variants' names hold `crop`) in AVIF and WebP at phone and
 * desktop widths, every variant written; returns the page.
 */
function expectPhotoSources(client: string, path: string, crop = ""): string {
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  for (const ext of ["avif", "webp"]) {
    const srcset = new RegExp(`<source type="image/${ext}" srcSet="([^"]*${crop}[^"]*)"`).exec(html)?.[1];
    expect(srcset, `${path}: ${ext}`).toMatch(/ 400w, .* 800w, .* 2000w$/);
    for (const candidate of srcset?.split(", ") ?? []) {
      expect(existsSync(join(client, candidate.split(" ")[0] ?? ""))).toBe(true);
    }
  }
  return html;
}

async function pickTranslation(page: Page, other: "en" | "id") {
  await pickOption(
    page,
    other === "en" ? "English version" : "Indonesian version",
    article[other].slug.slice(0, 20),
    article[other].slug,
  );
}

/**
 * Picks `option` in a relationship field's list after typing `typed`, with the keyboard: the list is drawn
 * again while the editor reads the files the site beside rewrites, so an option clicked can be replaced
 * under the pointer (on a busy machine, for minutes).
 */
async function pickOption(page: Page, field: string, typed: string, option: string) {
  const box = page.getByRole("combobox", { name: field });
  await expect(async () => {
    await box.fill(typed);
    await expect(page.getByRole("option", { name: option })).toBeVisible({ timeout: 5_000 });
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(box).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}

/** The new article's pages. */
const articlePaths = {
  en: `/blog/${blogCategories.attendance.en.slug}/${article.en.slug}`,
  id: `/blog/${blogCategories.attendance.id.slug}/${article.id.slug}`,
};

test("a blog article and its translation, each with a photo, are written in the editor and shown beside it", async ({
  page,
}) => {
  const photo = await samplePhotoJpeg();

  await writeArticle(page, "en", photo);
  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => savedArticle("en"), { timeout: 30_000 }).toContain(article.en.body);

  // Half a pair: the preview shows the article with a notice saying what is missing, and the rest as before.
  // The site beside the editor reads the new file at the first page load after it sees the change.
  await expect(async () => {
    await page.goto(articlePaths.en);
    await expect(page.getByRole("note")).toContainText(
      "the Indonesian version of this page is not written yet",
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  expect((await page.goto("/blog"))?.status()).toBe(200);

  await writeArticle(page, "id", photo);
  await pickTranslation(page, "en");
  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => savedArticle("id"), { timeout: 30_000 }).toContain(`twin: ${article.en.slug}`);

  // The English article names its translation once that exists.
  await page.goto(`/keystatic/collection/blog-en/item/${article.en.slug}`);
  await pickTranslation(page, "id");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => savedArticle("en"), { timeout: 30_000 }).toContain(`twin: ${article.id.slug}`);
  // Kept under a name of its own, which says what it is: the field, the chosen file's name, a short hash.
  const cover = savedCover("en");
  expect(cover).toMatch(/^cover-outlet-team-[0-9a-f]{8}\.jpg$/);
  expect(readFileSync(join(copyRoot(), "content/media/blog/en", article.en.slug, cover ?? ""))).toEqual(
    photo,
  );

  // The site beside the editor shows the article with the photo in a format the browser takes.
  await page.goto(articlePaths.en);
  const shown = page.locator("article header picture img");
  await expect(shown).toHaveAttribute("alt", "Outlet staff before a shift");
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  await page.locator('header a[hreflang="id"]:visible').click();
  await expect(page).toHaveURL(articlePaths.id);
});

test("a second photo chosen for an article is kept under its own name, and the first stays", async ({
  page,
}) => {
  const first = savedCover("en");
  expect(first).toBeDefined();
  const second = await samplePhotoJpeg({ seed: 5 });
  await page.goto(`/keystatic/collection/blog-en/item/${article.en.slug}`);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click({ timeout: 180_000 });
  await (await chooser).setFiles({ name: "outlet-team.jpg", mimeType: "image/jpeg", buffer: second });
  await page.getByRole("button", { name: "Save" }).click();
  // The same file name chosen, another photo (as large: the build below checks its widths): another
  // name, and the first photo is still there.
  await expect.poll(() => savedCover("en"), { timeout: 30_000 }).not.toBe(first);
  const folder = join(copyRoot(), "content/media/blog/en", article.en.slug);
  // The editor writes the article before the photo: the new name may be there a moment before its file.
  const newPhoto = join(folder, savedCover("en") ?? "");
  await expect
    .poll(() => existsSync(newPhoto) && readFileSync(newPhoto).equals(second), { timeout: 30_000 })
    .toBe(true);
  expect(existsSync(join(folder, first ?? ""))).toBe(true);
});

test("a resource's summary changed in the editor is on its page, and its text keeps its headings", async ({
  page,
}) => {
  const slug = "how-companies-are-going-digital";
  const file = () => readFileSync(join(copyRoot(), "content", "resources", "en", `${slug}.md`), "utf8");
  // Headings as Markdown reads them: the editor may end a line with a space, which changes nothing.
  const headings = () =>
    file()
      .match(/^## .+$/gm)
      ?.map((heading) => heading.trimEnd());
  const headingsBefore = headings();
  const summary = "How companies in Southeast Asia move HR from paper to apps, in four stages and 90 days.";
  await page.goto(`/keystatic/collection/resources-en/item/${slug}`);
  const field = page.getByRole("textbox", { name: "Summary" });
  await field.fill(summary, { timeout: 180_000 });
  await page.getByRole("button", { name: "Save" }).click();
  // Keystatic folds long lines, so the summary is read back from the front matter.
  const savedSummary = () => frontMatterOf(file()).summary;
  await expect.poll(savedSummary, { timeout: 30_000 }).toBe(summary);
  // Saved through the editor's Markdown, the text keeps every heading, which the page and its PDF are made of.
  expect(headings()).toEqual(headingsBefore);
  await expect
    .poll(
      async () => {
        await page.goto(`/download-resources/${slug}`);
        return page.getByText(summary).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
});

const customer = {
  slug: "warung-nusantara",
  en: {
    name: "Warung Nusantara",
    industry: "Restaurant chain",
    desc: "Warung Nusantara plans shifts for twelve restaurants and their kitchens from one app.",
    quote: "Our rosters for twelve restaurants are done in an hour.",
    role: "Owner",
    result: ["2 days → 1 hour", "weekly roster"],
    body: "Twelve restaurants, two shifts a day, one roster.",
    logoAlt: "Warung Nusantara",
    bannerAlt: "Cooks at work in a restaurant kitchen",
  },
  id: {
    name: "Warung Nusantara",
    industry: "Jaringan restoran",
    desc: "Warung Nusantara menyusun shift untuk dua belas restoran dan dapurnya dari satu aplikasi.",
    quote: "Jadwal dua belas restoran kami selesai dalam satu jam.",
    role: "Pemilik",
    result: ["2 hari → 1 jam", "jadwal mingguan"],
    body: "Dua belas restoran, dua shift sehari, satu jadwal.",
    logoAlt: "Warung Nusantara",
    bannerAlt: "Juru masak bekerja di dapur restoran",
  },
} as const;
const caseStudyPaths = { en: `/case-study/${customer.slug}`, id: `/studi-kasus/${customer.slug}` };

function savedCaseStudy(lang: "en" | "id"): string | undefined {
  try {
    return readFileSync(join(copyRoot(), "content", "case-studies", lang, `${customer.slug}.md`), "utf8");
  } catch {
    return undefined;
  }
}

async function upload(page: Page, field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("group", { name: field }).getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(file);
}

async function writeCaseStudy(page: Page, lang: "en" | "id", files: Record<string, Buffer>) {
  const words = customer[lang];
  await page.goto(`/keystatic/collection/case-studies-${lang}/create`);
  await page.getByRole("textbox", { name: "Company name" }).fill(words.name, { timeout: 180_000 });
  await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue(customer.slug);
  // The logo and photos are uploaded once, in English; each language says what they show.
  if (lang === "en") {
    await upload(page, "Logo", {
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: files.logo ?? Buffer.from(""),
    });
    await upload(page, "Banner photo", {
      name: "kitchen.jpg",
      mimeType: "image/jpeg",
      buffer: files.banner ?? Buffer.from(""),
    });
    await upload(page, "Quoted person's photo", {
      name: "dewi.jpg",
      mimeType: "image/jpeg",
      buffer: files.person ?? Buffer.from(""),
    });
  } else {
    await expect(page.getByRole("button", { name: "Choose file" })).toHaveCount(0);
  }
  await page.getByRole("textbox", { name: "What the logo says" }).fill(words.logoAlt);
  await page.getByRole("textbox", { name: "What the banner photo shows" }).fill(words.bannerAlt);
  await page.getByRole("textbox", { name: "Industry" }).fill(words.industry);
  await page.getByRole("textbox", { name: "Short description" }).fill(words.desc);
  await page.getByRole("textbox", { name: "Employees" }).fill("240");
  await page.getByRole("textbox", { name: "Country" }).fill("Indonesia");
  const add = (list: RegExp) => page.getByRole("group", { name: list }).getByRole("button", { name: "Add" });
  await add(/^Features used/).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add" }).click();
  for (let count = 0; count < 3; count += 1) {
    await add(/^Results/).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Figure" }).fill(words.result[0]);
    await dialog.getByRole("textbox", { name: "What it measures" }).fill(words.result[1]);
    await dialog.getByRole("button", { name: "Add" }).click();
  }
  await page.getByRole("textbox", { name: "Quote", exact: true }).fill(words.quote);
  await page.getByRole("textbox", { name: "Quoted person's name" }).fill("Dewi Lestari");
  await page.getByRole("textbox", { name: "Quoted person's role" }).fill(words.role);
  await page.getByRole("textbox", { name: "Text" }).fill(words.body);
}

async function pickCaseStudy(page: Page, other: "en" | "id") {
  await pickOption(page, other === "en" ? "English version" : "Indonesian version", "warung", customer.slug);
}

/**
 * An article ticked as a draft by the test below: the preview shows it, the build leaves it out. One no other
 * page links to: a link to a draft stops the build, as any link to no page does.
 */
const draftArticle = {
  slug: "cpf-contribution-basics-for-singapore-hr",
  path: "/blog/payroll/cpf-contribution-basics-for-singapore-hr",
};

test("an article ticked as a draft shows beside the editor with a notice, and a text file is refused as its photo", async ({
  page,
}) => {
  await page.goto(`/keystatic/collection/blog-en/item/${draftArticle.slug}`);
  await page.getByRole("checkbox", { name: "Draft" }).check({ timeout: 180_000 });
  await page.getByRole("button", { name: "Save" }).click();
  const file = join(copyRoot(), "content", "blog", "en", `${draftArticle.slug}.md`);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toMatch(/^draft: true$/m);
  await expect(async () => {
    await page.goto(draftArticle.path);
    await expect(page.getByRole("note")).toContainText("A draft, shown in the preview only", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  // A text file named like a photo is named as no image the moment it is chosen; the save is refused.
  await page.goto(`/keystatic/collection/blog-en/item/${draftArticle.slug}`);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click({ timeout: 180_000 });
  await (
    await chooser
  ).setFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a photo") });
  await expect(
    page.getByRole("alert").filter({ hasText: "is not a JPEG, PNG, WebP or SVG image" }),
  ).toBeVisible();
  const before = readFileSync(file, "utf8");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForTimeout(1000);
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("a new customer's case study, written in both languages with its logo and photos, is shown beside the editor", async ({
  page,
}) => {
  const files = {
    logo: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="#0b6e4f"/></svg>',
    ),
    banner: await samplePhotoJpeg({ width: 2400, height: 1200 }),
    person: await samplePhotoJpeg({ width: 600, height: 600, seed: 3 }),
  };

  await writeCaseStudy(page, "en", files);
  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => savedCaseStudy("en"), { timeout: 30_000 }).toContain(customer.en.body);

  await writeCaseStudy(page, "id", files);
  await pickCaseStudy(page, "en");
  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => savedCaseStudy("id"), { timeout: 30_000 }).toContain(`key: ${customer.slug}`);

  await page.goto(`/keystatic/collection/case-studies-en/item/${customer.slug}`);
  await pickCaseStudy(page, "id");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => savedCaseStudy("en"), { timeout: 30_000 }).toContain(`key: ${customer.slug}`);
  expect(frontMatterOf(savedCaseStudy("en")).banner_img).toMatch(
    /^\/media\/case-studies\/warung-nusantara\/banner-img-kitchen-[0-9a-f]{8}\.jpg$/,
  );
  // Uploaded once: the Indonesian version holds the words, not the files.
  const indonesian = frontMatterOf(savedCaseStudy("id"));
  expect([indonesian.logo_img, indonesian.banner_img, indonesian.quotePhoto]).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
  expect(indonesian.bannerAlt).toBe(customer.id.bannerAlt);

  // The site beside the editor has the page in both languages, the switch going from one to the other.
  await expect
    .poll(
      async () => {
        await page.goto(caseStudyPaths.en);
        return page.getByRole("heading", { level: 1 }).textContent();
      },
      { timeout: 60_000 },
    )
    .toBe(customer.en.name);
  await page.locator('header a[hreflang="id"]:visible').click();
  await expect(page).toHaveURL(caseStudyPaths.id);
  // The English version's banner, described in Indonesian.
  const banner = page.locator("article header picture img");
  await expect(banner).toHaveAttribute("alt", customer.id.bannerAlt);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
});

/**
 * A published article the test below renames, with a redirect from its old address: one in one language that
 * no other page links to, so that renaming it asks nothing of a translation or a link.
 */
const renamed = (() => {
  const category = `/blog/${blogCategories["labour-law"].id.slug}`;
  const [from, to] = [
    "panduan-pendaftaran-dan-iuran-bpjs-karyawan-baru",
    "cara-mendaftarkan-karyawan-baru-ke-bpjs",
  ];
  return { from, to, redirect: { from: `${category}/${from}`, to: `${category}/${to}` } };
})();

test("an article renamed in the editor, with a redirect from its old address, is followed there beside the editor", async ({
  page,
}) => {
  const folder = join(copyRoot(), "content", "blog", "id");
  await page.goto(`/keystatic/collection/blog-id/item/${renamed.from}`);
  await page.getByRole("textbox", { name: "Address" }).fill(renamed.to, { timeout: 180_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => existsSync(join(folder, `${renamed.to}.md`)), { timeout: 30_000 }).toBe(true);
  expect(existsSync(join(folder, `${renamed.from}.md`))).toBe(false);

  await page.goto("/keystatic/singleton/redirects");
  await page.getByRole("button", { name: "Add" }).click({ timeout: 180_000 });
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Old address" }).fill(renamed.redirect.from);
  await dialog.getByRole("textbox", { name: "New address" }).fill(renamed.redirect.to);
  await dialog.getByRole("button", { name: "Add" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  // Read as YAML: the editor folds a long address onto the next line.
  const file = join(copyRoot(), "content", "redirects", "redirects.yaml");
  const savedRedirects = () => {
    try {
      return (parse(readFileSync(file, "utf8")) as { redirects?: unknown[] } | null)?.redirects;
    } catch {
      return undefined; // still being written
    }
  };
  await expect.poll(savedRedirects, { timeout: 30_000 }).toContainEqual(renamed.redirect);

  const answer = await page.request.get(`${renamed.redirect.from}?utm_source=mail`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(`${renamed.redirect.to}?utm_source=mail`);
  await expect(async () => {
    expect((await page.goto(renamed.redirect.from))?.status()).toBe(200);
    await expect(page).toHaveURL(renamed.redirect.to, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

// Every file the tests above saved (data files, articles, case studies, a resource) passes the lint's format
// check as the editor wrote it: a save in GitHub mode is a commit that CI checks as it is.
test("what the editor saved passes the format check of the lint", () => {
  test.setTimeout(120_000);
  expect(existsSync(join(copyRoot(), "content/blog/en", `${article.en.slug}.md`))).toBe(true);
  const check = spawnSync("npx", ["prettier", "--check", "."], { cwd: copyRoot(), encoding: "utf8" });
  expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
});

// One build for both: a build is most of these tests' time, and the serial run skips this test when either
// page was not written.
test("a build of the copy has the new article and case study, their photos in AVIF and WebP, and not the draft", async () => {
  test.setTimeout(420_000);
  const client = buildCopy();

  // The article in both languages, the photo at phone and desktop widths.
  for (const path of Object.values(articlePaths)) {
    const html = expectPhotoSources(client, path);
    // The original is no business of a browser's: only its variants are named.
    expect(html).not.toMatch(/cover-outlet-team-[0-9a-f]{8}\.jpg/);
    // Shared as an article with its cover photo, cut to the networks' 1200×630, not with a drawn card.
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const shared = /<meta property="og:image" content="[^"]*(\/assets\/media\/[^"]+\.40x21\.1200\.jpg)"/.exec(
      html,
    )?.[1];
    expect(shared, `${path}: og:image`).toBeDefined();
    expect(imageSize(readFileSync(join(client, shared ?? "")))).toMatchObject({
      type: "jpg",
      width: 1200,
      height: 630,
    });
    expect(html).not.toContain("/og/");
  }

  // The case study in both languages, the banner in AVIF and WebP, the logo and the portrait from the
  // media folder, and the new customer on the list.
  for (const path of Object.values(caseStudyPaths)) {
    const html = expectPhotoSources(client, path, "\\.3x1\\.");
    const portrait = /<img src="(\/assets\/media\/[^"]+\.1x1\.144\.webp)"/.exec(html)?.[1];
    expect(portrait, `${path}: portrait`).toBeDefined();
    expect(existsSync(join(client, portrait ?? ""))).toBe(true);
    expect(html).not.toMatch(/kitchen-[0-9a-f]{8}\.jpg|dewi-[0-9a-f]{8}\.jpg/);
    // The English version's banner, described in the page's language.
    expect(html).toContain(`alt="${customer[path === caseStudyPaths.en ? "en" : "id"].bannerAlt}"`);
    // Shared with its banner photo.
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/assets\/media\/[^"]+\.40x21\.\d+\.jpg"/);
  }
  // The draft is not published: no page, not in the sitemap, the blog's search or its feed.
  expect(existsSync(join(client, draftArticle.path, "index.html"))).toBe(false);
  expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain(draftArticle.slug);
  expect(readFileSync(join(client, "search", "blog-en.json"), "utf8")).not.toContain(draftArticle.slug);
  expect(readFileSync(join(client, "blog", "rss.xml"), "utf8")).not.toContain(draftArticle.slug);

  const list = readFileSync(join(client, "case-study", "index.html"), "utf8");
  expect(list).toContain(customer.en.desc);
  expect(list).toMatch(/<img src="\/assets\/media\/logo-img-logo-[0-9a-f]{8}\.[0-9a-f]{12}\.svg"/);
  expect(list).toContain(`alt="${customer.en.logoAlt}"`);

  // The redirect, checked against the pages, is in the build's list the server answers it from.
  const addresses = JSON.parse(readFileSync(join(client, "..", "addresses.json"), "utf8")) as {
    redirects: Record<string, string>;
  };
  expect(addresses.redirects).toMatchObject({ [renamed.redirect.from]: renamed.redirect.to });
  // Against what the site served before the run (its build's list, as the asset archive keeps it), the copy
  // drops only the article made a draft: the renamed one is redirected.
  const archive = mkdtempSync(join(tmpdir(), "regu-archive-"));
  try {
    const assets = join(rootDir, "build", "client", "assets");
    for (const name of readdirSync(assets).filter(isAddressesFileName))
      copyFileSync(join(assets, name), join(archive, name));
    const published = await publishedAddressesOf(join(client, ".."));
    expect(published).toBeDefined();
    expect(await checkAgainstArchive(archive, published ?? { pages: [], redirects: {} })).toMatchObject({
      kind: "checked",
      dropped: [draftArticle.path],
    });
  } finally {
    rmSync(archive, { recursive: true, force: true });
  }

  // Served as the live site serves it, from the copy (the server reads the content again as it starts):
  // every page the run wrote answers, the draft is none, and the old address is sent to its page.
  const site = await startSite({ BUILD_DIR: join(client, "..") }, { cwd: copyRoot() });
  try {
    const status = async (path: string) => (await fetch(`${site.url}${path}`, { redirect: "manual" })).status;
    for (const path of [
      ...Object.values(articlePaths),
      ...Object.values(caseStudyPaths),
      "/",
      "/beranda",
      "/pricing",
    ])
      expect(await status(path), path).toBe(200);
    expect(await status(draftArticle.path)).toBe(404);
    expect(await status(renamed.redirect.to)).toBe(200);
    const moved = await fetch(`${site.url}${renamed.redirect.from}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(renamed.redirect.to);
  } finally {
    await site.stop();
  }
});
