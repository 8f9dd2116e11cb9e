import { builtPage, dictionaries, expect, gotoHydrated, test } from "./fixtures.ts";

const copyrightLine = (lang: "en" | "id") =>
  dictionaries[lang].footer.copyright.replace("{year}", String(new Date().getFullYear()));

test.beforeEach(({ allowConsoleErrors }) => {
  // The browser logs the 404 answer of the document itself.
  allowConsoleErrors(/the server responded with a status of 404/);
});

// An unknown path takes the language of its first segment (`/fitur` is Indonesian).
const unknownPaths = { en: "/this-page-does-not-exist", id: "/fitur/tidak-ada" } as const;
// Written out, not read from the dictionaries, so a wrong dictionary cannot agree with itself.
const headings = { en: "Oops! Are You Lost Somewhere?", id: "Oops! Apa Kamu Tersesat?" } as const;

for (const lang of ["en", "id"] as const) {
  test(
    `an unknown ${lang} path shows the not-found page in its language with a 404`,
    { tag: "@smoke" },
    async ({ page }) => {
      const t = dictionaries[lang];
      const response = await page.goto(unknownPaths[lang]);
      expect(response?.status()).toBe(404);

      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[lang]);
      await expect(page.getByText(t.notFound.subtitle, { exact: true })).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: t.notFound.home, exact: true }),
      ).toHaveAttribute("href", builtPage("home", lang).path);
      await expect(page.getByRole("banner").getByRole("navigation", { name: t.nav.primary })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: t.notFound.contactTitle })).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByText(copyrightLine(lang), { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(t.notFound.documentTitle);
    },
  );
}

test("Return to Home leads home", async ({ page }) => {
  await gotoHydrated(page, "/this-page-does-not-exist");
  await page
    .getByRole("main")
    .getByRole("link", { name: dictionaries.en.notFound.home, exact: true })
    .click();
  const home = builtPage("home", "en");
  await expect(page).toHaveURL(home.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
});
