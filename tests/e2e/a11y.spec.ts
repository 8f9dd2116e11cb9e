import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  builtPage,
  canonicalPages,
  controlledBy,
  dictionaries,
  expect,
  gotoHydrated,
  mobileMenuButton,
  test,
} from "./fixtures.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function expectNoViolations(page: Page) {
  // Only violations are reported: skipping the details of passed checks makes a scan about a third faster.
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .analyze();
  // One line per violation and element, so a failure reads as a to-do list rather than a JSON dump.
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? "?"}): ${violation.help} — ${node.target.join(" ")}`,
    ),
  );
  expect(found, `axe found ${violations.length} violation(s) on ${page.url()}`).toEqual([]);
}

for (const built of canonicalPages) {
  test(`${built.path} (${built.lang}) has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, built.path);
    await expectNoViolations(page);
  });
}

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
  const button = page
    .getByRole("navigation", { name: t.nav.primary })
    .getByRole("button", { name: t.nav.features, exact: true });
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
