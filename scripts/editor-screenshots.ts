/**
 * `npm run editor-screenshots`: takes the pictures of docs/editing.md from a running editor (`npm run cms`,
 * its address in EDITOR_URL, http://127.0.0.1:3000 by default), so that the guide shows the editor as it is
 * after a change to its forms. It saves nothing: the one refusal it pictures is a save the editor refuses.
 */
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./chromium.ts";
import { rootDir } from "./start-args.ts";

const editor = new URL("/keystatic", process.env.EDITOR_URL ?? "http://127.0.0.1:3000").href;
const folder = join(rootDir, "docs", "editing");

/** Opens an entry from the editor's left column, by its name there. */
async function openEntry(page: Page, name: string) {
  await page.goto(editor);
  await page.getByRole("navigation").getByRole("link", { name, exact: true }).click({ timeout: 180_000 });
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

/** Opens the first item of a collection's list. */
async function openFirstItem(page: Page, collection: string) {
  await openEntry(page, collection);
  await page.getByRole("table").getByRole("link").first().click();
  await page.getByRole("button", { name: "Save" }).waitFor();
}

const shots: Array<{ name: string; height: number; show: (page: Page) => Promise<void> }> = [
  { name: "dashboard", height: 860, show: (page) => openEntry(page, "Dashboard") },
  {
    name: "home-page-form",
    height: 900,
    show: async (page) => {
      await openEntry(page, "Home page (English)");
      await page.getByRole("textbox", { name: "Headline" }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: "empty-field-refused",
    height: 900,
    show: async (page) => {
      await openEntry(page, "Home page (English)");
      await page.getByRole("textbox", { name: "Headline" }).fill("");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("must not be empty").first().waitFor();
    },
  },
  { name: "prices-and-plans", height: 900, show: (page) => openEntry(page, "Prices and plans") },
  { name: "redirects", height: 860, show: (page) => openEntry(page, "Redirects") },
  { name: "blog-list", height: 860, show: (page) => openEntry(page, "Blog (English)") },
  {
    name: "blog-article-form",
    height: 860,
    show: async (page) => {
      await openFirstItem(page, "Blog (Indonesian)");
      await page.getByText("Cover photo", { exact: true }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: "case-study-form",
    height: 900,
    show: (page) => openFirstItem(page, "Case studies (English)"),
  },
];

const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
try {
  for (const { name, height, show } of shots) {
    const page = await browser.newPage({ viewport: { width: 1280, height } });
    await show(page);
    // The editor's fonts and the photos' previews settle a moment after the form is drawn.
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(folder, `${name}.png`) });
    await page.close();
    console.log(`docs/editing/${name}.png`);
  }
} finally {
  await browser.close();
}
