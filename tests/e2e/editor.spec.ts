import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";

// The editor runs as `npm run cms` runs it, on a copy of the repository (support/serve-editor.ts).

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
    await expect.poll(() => savedHeadline(lang), { timeout: 15_000 }).toBe(title);
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

test("an empty headline is refused, the field named, and the file keeps its words", async ({ page }) => {
  const before = savedHeadline("en");
  const headline = await openHome(page, "en");
  await headline.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Headline must not be empty")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(savedHeadline("en")).toBe(before);
});
