/**
 * `npm run editor-screenshots`: takes the pictures of docs/editing.md from a running editor (`npm run cms`,
 * its address in EDITOR_URL, http://127.0.0.1:3000 by default), so that the guide shows the editor as it is
 * after a change to its forms. It saves nothing: the one refusal it pictures is a save the editor refuses.
 */
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { editorPath } from "../../core/routing/endpoints.ts";
import { chromiumArgs, testBrowserPath } from "../processes/chromium.ts";
import { rootDir } from "../repository-root.ts";

const editor = new URL(editorPath, process.env.EDITOR_URL ?? "http://127.0.0.1:3000").href;
const folder = join(rootDir, "docs", "editing");

/** Opens an entry from the editor's left column, by its name there. */
async function openEntry(page: Page, name: string) {
  await page.goto(editor);
  await page.getByRole("navigation").getByRole("link", { name, exact: true }).click({ timeout: 180_000 });
  // The page's heading names the entry once the editor has drawn it.
  await page.getByRole("heading", { name, exact: true }).first().waitFor();
}

/** Opens an item of a collection by its address, as the editor names it in its own address. */
async function openItem(page: Page, collection: string, item: string) {
  await page.goto(`${editor}/collection/${collection}/item/${item}`);
  await page.getByRole("button", { name: "Save" }).waitFor({ timeout: 180_000 });
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
  {
    name: "blog-list",
    height: 860,
    show: async (page) => {
      await page.goto(`${editor}/collection/blog-en`);
      await page.getByRole("row").nth(3).waitFor({ timeout: 180_000 });
    },
  },
  {
    name: "blog-article-form",
    height: 860,
    show: async (page) => {
      await openItem(page, "blog-id", "absensi-gps-selfie-untuk-banyak-outlet");
      await page.getByText("Cover photo", { exact: true }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: "case-study-form",
    height: 900,
    show: (page) => openItem(page, "case-studies-en", "raza-kopi"),
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
