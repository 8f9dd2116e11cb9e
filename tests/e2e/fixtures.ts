import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { minimumFillMs } from "../../core/leads/schemas/lead-form-data.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { dictionaries } from "../support/built-pages.ts";

export { expect };
export {
  builtPage,
  builtPages,
  canonicalPages,
  dictionaries,
  headingOf,
  legalTitle,
  otherLang,
  type BuiltPage,
} from "../support/built-pages.ts";

/**
 * Opens a path and waits until React has hydrated it, so clicks run the app's handlers instead of
 * following plain links. React Router's <ScrollRestoration> switches `history.scrollRestoration` to
 * "manual" in an effect, which runs only once the page is hydrated.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
  return response;
}

interface ConsoleGuard {
  errors: string[];
  allowed: RegExp[];
}

export const test = base.extend<{
  consoleGuard: ConsoleGuard;
  /** Lets console errors matching the pattern through, for a test that provokes them on purpose. */
  allowConsoleErrors: (pattern: RegExp) => void;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  consoleGuard: async ({}, provide) => {
    await provide({ errors: [], allowed: [] });
  },
  allowConsoleErrors: async ({ consoleGuard }, provide) => {
    await provide((pattern) => consoleGuard.allowed.push(pattern));
  },
  page: async ({ page, consoleGuard }, provide) => {
    // The WhatsApp page sends the visitor on to wa.me; here the page stays put unless a test says otherwise.
    await page.route(/^https:\/\/wa\.me\//, (route) => route.abort("aborted"));
    const record = (text: string) => consoleGuard.errors.push(text);
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url } = message.location();
      record(url ? `${message.text()} (at ${url})` : message.text());
    });
    page.on("pageerror", (error) => record(`Uncaught ${error.name}: ${error.message}`));
    await provide(page);
    const unexpected = consoleGuard.errors.filter(
      (text) => !consoleGuard.allowed.some((pattern) => pattern.test(text)),
    );
    expect(unexpected, "the browser logged errors (console.error or uncaught exceptions)").toEqual([]);
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How long a test waits for the pricing page after a click from another page. The address changes at once,
 * but drawing the page takes a browser 0.2–1 s of CPU on an idle test machine: beside the other worker's
 * browser (or the editor tests' build) that passed the default 5 s.
 */
export const pricingDrawnWithin = { timeout: 20_000 };

/** A pattern matching exactly one of the given texts. */
export const oneOf = (...texts: string[]) => new RegExp(`^(?:${texts.map(escapeRegExp).join("|")})$`);

/** The menu button of small screens, whose name changes between "Open menu" and "Close menu". */
export function mobileMenuButton(page: Page, lang: Lang) {
  const { openMenu, closeMenu } = dictionaries[lang].nav;
  return page.locator("header").getByRole("button", { name: oneOf(openMenu, closeMenu) });
}

/**
 * The button of one of the header's menus: the `<summary>` of a `<details>` (app/components/header/dropdown.tsx),
 * which browsers expose as a button but Playwright's role queries do not.
 */
export function headerMenuButton(page: Page, label: string) {
  return page.locator("header nav summary").filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
}

/** The element a button discloses, found through its `aria-controls`. */
export async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the button names the element it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Scans the page with axe-core (WCAG 2.1 A and AA, best practices) and fails on any violation. axe runs in
 * the page itself, injected once, and leaves frames alone: the site draws none of its own (a vendor's, once
 * consented, is the vendor's), and @axe-core/playwright's run, which opens a second page for every scan to
 * merge the frames' results, made scanning the e2e suite's largest cost (docs/testing.md, "How long it
 * takes").
 */
export async function expectNoViolations(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    // Only violations are reported: skipping the details of passed checks makes a scan about a third faster.
    async (runOnly) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: "tag", values: runOnly },
          resultTypes: ["violations"],
          iframes: false,
        })
      ).violations,
    tags,
  );
  // One line per violation and element, so a failure reads as a to-do list rather than a JSON dump.
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? "?"}): ${violation.help} — ${node.target.join(" ")}`,
    ),
  );
  expect(found, `axe found ${violations.length} violation(s) on ${page.url()}`).toEqual([]);
}

/**
 * Waits until a person could have filled a form opened at `openedAt`: a form sent faster than
 * minimumFillMs is kept as spam (app/leads/lead-action.server.ts), as a script's would be.
 */
export async function atHumanSpeed(openedAt: number) {
  const wait = openedAt + minimumFillMs + 200 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
