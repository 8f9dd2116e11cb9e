import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { languages, type Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { leadsOf } from "./servers/backend.ts";
import { atHumanSpeed, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";

/**
 * The pair of docs/product.md (Path pairs and the language switch): the language switch maps these two
 * addresses onto each other.
 */
const digitalGuide = {
  en: "how-companies-are-going-digital",
  id: "bagaimana-cara-perusahaan-menuju-digitalisasi",
};
const guidePath = (lang: Lang) => pathTo("resource", lang, { name: digitalGuide[lang] });
const uniqueEmail = () =>
  `unduh.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.co.id`;

/** A PDF a reader can open: the header, page objects, and the end-of-file marker. */
function expectPdf(bytes: Buffer) {
  const source = bytes.toString("latin1");
  expect(source.startsWith("%PDF-")).toBe(true);
  expect(source.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(source.trimEnd().endsWith("%%EOF")).toBe(true);
}

async function fillDownloadForm(page: Page, email: string) {
  await page.locator("#field-name").fill("Rina Hartono");
  await page.locator("#field-email").fill(email);
  await page.locator("#field-company").fill("Raza Kopi");
  await page.locator("#field-phone").fill("+62 811 2345 678");
}

for (const lang of languages) {
  const words = leadPagesContent[lang].resource;

  test(`the resource list (${lang}) shows four resources that lead to their pages`, async ({ page }) => {
    await gotoHydrated(page, pathTo("resources", lang));
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(4);
    await page.getByRole("link", { name: lang === "en" ? /Taking HR digital/ : /Digitalisasi HR/ }).click();
    await expect(page).toHaveURL(guidePath(lang));
    await expect(page.getByRole("heading", { level: 2, name: words.formTitle })).toBeVisible();
    await expectNoViolations(page);
  });

  test(`a resource (${lang}) downloads as a PDF after the form, and the request is a stored lead`, async ({
    page,
  }) => {
    const email = uniqueEmail();
    await gotoHydrated(page, guidePath(lang));
    const opened = Date.now();
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.locator("#field-name-error")).toBeVisible();

    await fillDownloadForm(page, email);
    await atHumanSpeed(opened);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { name: words.ready.title })).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`regu-${digitalGuide[lang]}.pdf`);
    expectPdf(readFileSync(await download.path()));

    const [lead] = await leadsOf(email);
    // Without RECAPTCHA_SECRET the bot check cannot run: the lead is kept, unverified.
    expect(lead).toMatchObject({ type: "resource", lang, company: "Raza Kopi", status: "unverified" });
    expect(lead?.details).toMatchObject({ slug: digitalGuide[lang] });

    // The button downloads it again while the link lasts.
    const again = page.getByRole("link", { name: words.ready.button });
    const response = await page.request.get((await again.getAttribute("href")) ?? "/missing-href");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expectPdf(await response.body());
  });
}

test.describe(() => {
  test.use({ javaScriptEnabled: false });
  test("without JavaScript the form posts, and the page starts the download itself", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto(guidePath("id"));
    await fillDownloadForm(page, email);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: leadPagesContent.id.resource.submit }).click();
    await expect(page.getByRole("heading", { name: leadPagesContent.id.resource.ready.title })).toBeVisible();
    expectPdf(readFileSync(await (await downloading).path()));
    expect(await leadsOf(email)).toHaveLength(1);
  });
});

test("the language switch of a resource goes to its translation", async ({ page }) => {
  await gotoHydrated(page, guidePath("en"));
  await page.locator('header a[hreflang="id"]:visible').click();
  await expect(page).toHaveURL(guidePath("id"));
});

test("a download link that is forged or unknown is not a file", async ({ request }) => {
  const forged = await request.get(
    "/downloads/en.how-companies-are-going-digital.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  );
  expect(forged.status()).toBe(404);
  const unknown = await request.get(pathTo("resource", "en", { name: "no-such-resource" }));
  expect(unknown.status()).toBe(404);
});
