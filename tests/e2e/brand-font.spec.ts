import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The brand font's two Latin faces (docs/architecture.md, "A page's first round trip").
const family = '"Plus Jakarta Sans Variable"';

/** The brand font's files the page has fetched so far, by face. */
const fontFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes("plus-jakarta-sans-latin-"))
      .map((path) => /-latin-(first|rest|ext)-/.exec(path)?.[1] ?? path)
      .sort(),
  );

/** The faces that draw the text in bold, each as its range's first span and its status, once loaded. */
const facesDrawing = (page: Page, text: string) =>
  page.evaluate(
    async ({ font, text }) => {
      const faces = await document.fonts.load(`700 32px ${font}`, text);
      return faces.map((face) => `${face.unicodeRange.split(",")[0]} ${face.status}`);
    },
    { font: family, text },
  );

// Pages with the marks the copy uses: quotes and arrows (home), no-break spaces (pricing), ×, ÷ and ²
// (the overtime article), é (a case study).
for (const path of [
  "/",
  "/beranda",
  "/pricing",
  "/harga",
  "/blog/labour-law/overtime-rules-indonesia-pp-35-2021",
  "/blog/hukum-ketenagakerjaan/aturan-lembur-pp-35-2021-dan-cara-menghitungnya",
  "/case-study/pt-kasir-pintar",
]) {
  test(`${path} draws its text from the preloaded first face alone`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
    expect(preloaded).toMatch(/plus-jakarta-sans-latin-first-/);
    const text = await page.locator("main").innerText();
    expect(await facesDrawing(page, text)).toEqual(["U+0-7E loaded"]);
    expect(await fontFiles(page)).toEqual(["first"]);
  });
}

test("a Latin character outside the first face is drawn from the second, fetched when a page shows one", async ({
  page,
}) => {
  // Hydrated first: text written into the page before React has taken it over would not match its own.
  await gotoHydrated(page, "/about-us");
  await page.evaluate(() => document.fonts.ready);
  expect(await fontFiles(page)).toEqual(["first"]);
  await page.locator("main").evaluate((main) => {
    const line = document.createElement("p");
    line.textContent = "Müller & Søn, Zürich";
    main.append(line);
  });
  // Fetched because the page now draws those letters (asking the font set to load them would fetch it anyway).
  await expect.poll(() => fontFiles(page)).toEqual(["first", "rest"]);
  expect(await facesDrawing(page, "üø")).toEqual(["U+7F-9F loaded"]);
});
