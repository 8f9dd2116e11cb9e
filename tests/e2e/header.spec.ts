import type { Locator, Page } from "@playwright/test";
import { featureKeys, featurePage } from "../../content/features.ts";
import { resourceMenu } from "../../app/components/header/nav-items.ts";
import { pathTo } from "../../core/routing/paths.ts";
import type { PageId } from "../../core/routing/pages.ts";
import {
  builtPage,
  controlledBy,
  dictionaries,
  expect,
  gotoHydrated,
  headerMenuButton,
  mobileMenuButton,
  test,
} from "./fixtures.ts";

const t = dictionaries.en;
/** A thank-you page: a plain white header, nothing moving under the dropdowns. */
const plainPage = builtPage("thankYou", "en").path;
const homePage = builtPage("home", "en").path;

const primaryNav = (page: Page) => page.getByRole("navigation", { name: t.nav.primary });

interface DropdownCase {
  label: string;
  /** Where the links lead, in their order. */
  pages: PageId[];
  /** The focusable element right before the button, and the one right after the last link of the panel. */
  before: (nav: Locator) => Locator;
  after: (nav: Locator) => Locator;
  links: Array<{ title: string; tagline: string }>;
}

const dropdowns: DropdownCase[] = [
  {
    label: t.nav.features,
    before: (nav) => nav.getByRole("link", { name: t.nav.home, exact: true }),
    after: (nav) => nav.getByRole("link", { name: t.nav.pricing, exact: true }),
    // Project management last: pricing sells it, so it is where the features are.
    links: [
      ...featureKeys.map((key) => t.features[key]),
      { title: t.footer.projectManagement, tagline: t.nav.projectManagementTagline },
    ],
    pages: [...featureKeys.map((key) => featurePage[key]), "projectManagement"],
  },
  {
    label: t.nav.resources,
    before: (nav) => nav.getByRole("link", { name: t.nav.pricing, exact: true }),
    after: (nav) => nav.getByRole("link", { name: t.nav.blog, exact: true }),
    // The user guide, FAQ and calculators too: every page a buyer reads before deciding is in a menu.
    links: [
      { title: t.nav.caseStudies, tagline: t.nav.caseStudiesTagline },
      { title: t.nav.downloadResources, tagline: t.nav.downloadResourcesTagline },
      { title: t.nav.userGuide, tagline: t.nav.userGuideTagline },
      { title: t.nav.faq, tagline: t.nav.faqTagline },
      { title: t.nav.calculators, tagline: t.nav.calculatorsTagline },
    ],
    pages: resourceMenu.map(({ page }) => page),
  },
];

for (const dropdown of dropdowns) {
  test.describe(`the ${dropdown.label} dropdown`, () => {
    let button: Locator;
    let panel: Locator;

    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, plainPage);
      button = headerMenuButton(page, dropdown.label);
      panel = await controlledBy(page, button);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
    });

    test("opens on hover, stays open on the way into the panel, closes once the pointer leaves", async ({
      page,
    }) => {
      await button.hover();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();

      const box = await panel.getByRole("link").last().boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2, {
        steps: 4,
      });
      await expect(panel.getByRole("link").last()).toBeInViewport();
      await page.waitForTimeout(300);
      await expect(button).toHaveAttribute("aria-expanded", "true");

      await page.mouse.move(640, 700, { steps: 4 });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
    });

    test(
      "works with the keyboard: Enter opens, Tab enters, Escape closes and gives focus back",
      { tag: "@smoke" },
      async ({ page }) => {
        const nav = primaryNav(page);
        await dropdown.before(nav).focus();
        await page.keyboard.press("Tab");
        await expect(button).toBeFocused();

        await page.keyboard.press("Enter");
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(panel).toBeVisible();
        const links = panel.getByRole("link");
        await expect(links).toHaveCount(dropdown.links.length);
        for (const [index, { title, tagline }] of dropdown.links.entries()) {
          await expect(links.nth(index)).toBeVisible();
          await expect(links.nth(index)).toContainText(title);
          await expect(links.nth(index)).toContainText(tagline);
          await expect(links.nth(index)).toHaveAttribute(
            "href",
            pathTo(dropdown.pages[index] ?? "home", "en"),
          );
        }

        await page.keyboard.press("Tab");
        await expect(links.first()).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
        await expect(button).toBeFocused();
      },
    );
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "id"] as const) {
    const words = dictionaries[lang].nav;
    const path = builtPage("thankYou", lang).path;

    for (const dropdown of dropdowns) {
      const label = dropdown.label === t.nav.features ? words.features : words.resources;

      test(`the ${label} menu opens from the page's HTML and its links lead on (${lang})`, async ({
        page,
      }) => {
        await page.goto(path);
        const button = headerMenuButton(page, label);
        const panel = await controlledBy(page, button);
        await expect(panel).toBeHidden();

        await button.click();
        await expect(panel).toBeVisible();
        const links = panel.getByRole("link");
        await expect(links).toHaveCount(dropdown.pages.length);
        for (const [index, pageId] of dropdown.pages.entries()) {
          await expect(links.nth(index)).toBeVisible();
          await expect(links.nth(index)).toHaveAttribute("href", pathTo(pageId, lang));
        }
        await button.click();
        await expect(panel).toBeHidden();

        // From the keyboard too: Enter on the button opens it, Tab reaches its first link, which leads on.
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(panel).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(links.first()).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(pathTo(dropdown.pages[0] ?? "home", lang));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }

    test(`opening one menu closes the other (${lang})`, async ({ page }) => {
      await page.goto(path);
      const features = headerMenuButton(page, words.features);
      const resources = headerMenuButton(page, words.resources);
      await features.click();
      await expect(await controlledBy(page, features)).toBeVisible();
      await resources.click();
      await expect(await controlledBy(page, resources)).toBeVisible();
      await expect(await controlledBy(page, features)).toBeHidden();
    });
  }
});

test("each dropdown keeps its own state: moving from one to the other leaves the second open", async ({
  page,
}) => {
  await gotoHydrated(page, plainPage);
  const features = headerMenuButton(page, t.nav.features);
  const resources = headerMenuButton(page, t.nav.resources);
  const resourcesPanel = await controlledBy(page, resources);
  const featuresPanel = await controlledBy(page, features);

  await features.hover();
  await expect(features).toHaveAttribute("aria-expanded", "true");
  // Straight across the header to the next menu, as a visitor's pointer goes.
  await resources.hover();
  await expect(resources).toHaveAttribute("aria-expanded", "true");
  await expect(features).toHaveAttribute("aria-expanded", "false");
  // Well past the 150 ms close timer the first menu started when the pointer left it.
  await page.waitForTimeout(400);
  await expect(resources).toHaveAttribute("aria-expanded", "true");
  await expect(resourcesPanel).toBeVisible();
  await expect(featuresPanel).toBeHidden();

  // And back: the first opens again and stays open.
  await features.hover();
  await page.waitForTimeout(400);
  await expect(features).toHaveAttribute("aria-expanded", "true");
  await expect(resources).toHaveAttribute("aria-expanded", "false");

  // With the pointer away both close; a click then opens the one clicked.
  await page.mouse.move(640, 700, { steps: 4 });
  await expect(features).toHaveAttribute("aria-expanded", "false");
  await resources.click();
  await page.waitForTimeout(400);
  await expect(resources).toHaveAttribute("aria-expanded", "true");
  await expect(resourcesPanel).toBeVisible();
});

test("the feature panel is at least 800 px wide and fits in the window", async ({ page }) => {
  await gotoHydrated(page, plainPage);
  const button = headerMenuButton(page, t.nav.features);
  const panel = await controlledBy(page, button);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeGreaterThanOrEqual(800);
  expect(box?.x, "left edge inside the window").toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), "right edge inside the window").toBeLessThanOrEqual(
    viewport?.width ?? 0,
  );
});

test.describe("header background", () => {
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    // Let the scroll event reach the app and React paint its answer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  };

  test("is transparent over the home hero until scrolled 50 px", async ({ page }) => {
    await gotoHydrated(page, homePage);
    const header = page.locator("body > header");
    await expect(header).toHaveAttribute("data-transparent", "true");
    await scrollTo(page, 40);
    await expect(header).toHaveAttribute("data-transparent", "true");
    await scrollTo(page, 400);
    await expect(header).toHaveAttribute("data-transparent", "false");
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-transparent", "true");
  });

  test("is solid on a thank-you page from the top", async ({ page }) => {
    await gotoHydrated(page, plainPage);
    await expect(page.locator("body > header")).toHaveAttribute("data-transparent", "false");
  });
});

test("Login leads to the web application", async ({ page }) => {
  await page.goto(homePage);
  await expect(
    page.getByRole("banner").getByRole("link", { name: t.nav.login, exact: true }),
  ).toHaveAttribute("href", "https://app.regu.example");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, locks page scrolling while open, and closes with Escape or its button", async ({
    page,
  }) => {
    await gotoHydrated(page, homePage);
    const button = mobileMenuButton(page, "en");
    const menu = await controlledBy(page, button);
    const scrollY = () => page.evaluate(() => window.scrollY);
    const rootOverflow = () => page.evaluate(() => document.documentElement.style.overflow);

    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName(t.nav.openMenu);
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName(t.nav.closeMenu);
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.height, "the menu fills the screen below the header").toBeGreaterThan(740 - 64 - 2);
    for (const name of [t.nav.home, t.nav.pricing, t.nav.blog, t.nav.contact, t.features.task.title]) {
      const link = menu.getByRole("link", { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
    await expect(menu.getByRole("link", { name: t.nav.login, exact: true })).toHaveAttribute(
      "href",
      "https://app.regu.example",
    );
    await menu.evaluate((element) => element.querySelector("nav")?.scrollTo(0, 0));

    expect(await rootOverflow()).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(400);
    expect(await scrollY(), "the page behind the open menu does not scroll").toBe(0);

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await rootOverflow()).toBe("");
    await page.mouse.wheel(0, 800);
    await expect.poll(scrollY).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await button.click();
    await expect(menu).toBeVisible();
    expect(await rootOverflow()).toBe("hidden");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    expect(await rootOverflow()).toBe("");
  });

  for (const lang of ["en", "id"] as const) {
    test(`the calls to action are on screen without scrolling, menu open or closed (${lang})`, async ({
      page,
    }) => {
      const words = dictionaries[lang].nav;
      await gotoHydrated(page, builtPage("home", lang).path);
      const bar = page.getByRole("banner");
      // In the bar beside the menu button, on every page.
      await expect(bar.getByRole("link", { name: words.signUp, exact: true }).first()).toBeInViewport({
        ratio: 1,
      });

      const button = mobileMenuButton(page, lang);
      const menu = await controlledBy(page, button);
      await button.click();
      await expect(menu).toBeVisible();
      for (const name of [words.requestDemo, words.login, words.signUp]) {
        const link = page
          .getByRole("banner")
          .getByRole("link", { name, exact: true })
          .locator("visible=true");
        await expect(link.first(), `${name} without scrolling`).toBeInViewport({ ratio: 1 });
      }
      expect(await menu.evaluate((element) => element.scrollTop)).toBe(0);
    });

    test(`the open menu shows the language switch without scrolling, and every resource (${lang})`, async ({
      page,
    }) => {
      const words = dictionaries[lang];
      await gotoHydrated(page, builtPage("home", lang).path);
      const button = mobileMenuButton(page, lang);
      const menu = await controlledBy(page, button);
      await button.click();
      await expect(menu).toBeVisible();
      const languages = menu.getByRole("group", { name: words.language.label });
      await expect(languages, "the EN/ID switch without scrolling").toBeInViewport({ ratio: 1 });
      await expect(languages.getByRole("link")).toHaveCount(1);
      for (const name of [
        words.nav.caseStudies,
        words.nav.downloadResources,
        words.nav.userGuide,
        words.nav.faq,
      ]) {
        await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(1);
      }
    });
  }
});
