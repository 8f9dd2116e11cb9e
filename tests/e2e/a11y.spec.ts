import {
  builtPage,
  controlledBy,
  dictionaries,
  expect,
  expectNoViolations,
  gotoHydrated,
  headerMenuButton,
  mobileMenuButton,
  test,
} from "./fixtures.ts";

// Every page as it opens is scanned in page-visits.spec.ts; here, pages in the states a visit does not reach.
for (const [lang, path] of [
  ["en", "/this-page-does-not-exist"],
  ["id", "/fitur/tidak-ada"],
] as const) {
  test(`the not-found page (${lang}) has no axe violations`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/the server responded with a status of 404/);
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dictionaries[lang].notFound.title);
    await expectNoViolations(page);
  });
}

test("home with the Features dropdown open has no axe violations", async ({ page }) => {
  const t = dictionaries.en;
  await gotoHydrated(page, builtPage("home", "en").path);
  const button = headerMenuButton(page, t.nav.features);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(await controlledBy(page, button)).toBeVisible();
  await expectNoViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("home with the menu open has no axe violations", async ({ page }) => {
    await gotoHydrated(page, builtPage("home", "en").path);
    const button = mobileMenuButton(page, "en");
    await button.click();
    await expect(await controlledBy(page, button)).toBeVisible();
    await expectNoViolations(page);
  });
});
