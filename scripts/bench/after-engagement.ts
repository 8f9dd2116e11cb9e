/**
 * What the tools cost once they do load. With a returning visitor's consent, the tags wait for the first
 * scroll, touch, pointer or key (app/consent/when-engaged.ts) and the chat for its button, so Lighthouse's
 * recording of the load sees none of them. This part of the tools phase plays that visitor in Chromium with
 * the CPU slowed 4 times, as Lighthouse's mobile figures are: it opens the page, scrolls, waits for every
 * configured tag, then opens the chat, and counts the main thread's long tasks after each step. It also
 * checks that every configured vendor script was answered, so the phase never reports a site without tools.
 */
import { chromium, type Locator, type Page } from "playwright";
import { chatTexts } from "../../app/chat/texts.ts";
import type { Cookie } from "./lighthouse.ts";
import { onCleanup } from "./cleanup.ts";
import { chromiumPath, quietChromiumFlags } from "./config.ts";
import { measureHostIndex, slowdownNow, type CpuSlowdown } from "./cpu-slowdown.ts";
import type { FakeScript } from "./vendors.ts";

/** Long tasks after one step of the visit: Total Blocking Time's rule (each task's time beyond 50 ms). */
export interface StepCost {
  blockingMs: number;
  longestTaskMs: number;
  longTasks: number;
}

export interface EngagementCost {
  page: string;
  /** From the first scroll until the tags have run and the page has been quiet for a second. */
  tags: StepCost;
  /** From the click on the chat button until the chat has loaded and the page has been quiet for a second. */
  chat: StepCost;
  /** Vendor requests answered and their bytes transferred (gzip), over the whole visit. */
  vendorRequests: number;
  vendorBytes: number;
  /** The CPU slowdown of the visit: the same as the Lighthouse runs', or calibrated just before it. */
  cpuSlowdown: number;
}

declare global {
  interface Window {
    benchLongTasks?: { start: number; duration: number }[];
  }
}

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

function costSince(tasks: readonly { start: number; duration: number }[], since: number): StepCost {
  const after = tasks.filter((task) => task.start >= since);
  return {
    blockingMs: Math.round(after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    longestTaskMs: Math.round(Math.max(0, ...after.map((task) => task.duration))),
    longTasks: after.length,
  };
}

/** Waits until each script has been answered, then until the main thread has had no long task for 1 s. */
async function settle(page: Page, answered: Set<string>, scripts: readonly FakeScript[], step: string) {
  const deadline = Date.now() + 30_000;
  while (!scripts.every((script) => answered.has(script.url))) {
    if (Date.now() > deadline) {
      const missing = scripts.filter((script) => !answered.has(script.url)).map((script) => script.url);
      throw new Error(
        `Tools phase, ${page.url()}: after ${step}, ${missing.join(", ")} never loaded. ` +
          "Check the consent cookie, the Content-Security-Policy and the host mapping.",
      );
    }
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(
    () => {
      const last = (window.benchLongTasks ?? []).at(-1);
      return !last || performance.now() - (last.start + last.duration) > 1_000;
    },
    undefined,
    { polling: 250, timeout: 30_000 },
  );
}

/**
 * The chat button hides while it would cover a field, a button or a card (app/chat/use-clear-corner.ts):
 * the visitor scrolls on, a little at a time, until it shows.
 */
async function scrollUntilVisible(page: Page, target: Locator, path: string): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    if (await target.isVisible()) return;
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(250);
  }
  throw new Error(`Tools phase, ${path}: the chat button never showed while scrolling down the page.`);
}

export async function measureAfterEngagement(
  origin: string,
  pages: readonly string[],
  options: {
    cookie: Cookie;
    chromeFlags: readonly string[];
    scripts: readonly FakeScript[];
    /** The CPU slowdown of the Lighthouse figures beside these. */
    cpuSlowdown: CpuSlowdown;
  },
): Promise<EngagementCost[]> {
  const cpuSlowdown = await slowdownNow(options.cpuSlowdown, () => measureHostIndex());
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...quietChromiumFlags, ...options.chromeFlags],
  });
  const close = onCleanup(() => browser.close());
  const chatScripts = options.scripts.filter((script) => script.setting.startsWith("CHAT_"));
  const tagScripts = options.scripts.filter((script) => !chatScripts.includes(script));
  try {
    const results: EngagementCost[] = [];
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies([{ ...options.cookie, url: origin }]);
      await context.addInitScript(() => {
        window.benchLongTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: "longtask", buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      const answered = new Set<string>();
      let vendorRequests = 0;
      let vendorBytes = 0;
      page.on("requestfinished", (request) => {
        const url = request.url();
        if (url.startsWith(origin)) return;
        vendorRequests++;
        void request.sizes().then(
          (sizes) => (vendorBytes += sizes.responseBodySize + sizes.responseHeadersSize),
          () => undefined,
        );
        const response = request.response();
        void response.then((answer) => {
          if (answer?.status() === 200) answered.add(withoutQuery(url));
        });
      });

      await page.goto(`${origin}${path}`);
      // The consent manager has applied the stored choice: the tags now wait for the visitor.
      await page.waitForFunction(() => (window.dataLayer?.length ?? 0) > 0, undefined, { timeout: 30_000 });
      const early = options.scripts.filter((script) => answered.has(script.url));
      if (early.length > 0) {
        throw new Error(
          `Tools phase, ${path}: ${early.map((script) => script.url).join(", ")} loaded before the visitor ` +
            "did anything: the tags no longer wait (app/consent/when-engaged.ts).",
        );
      }

      const scrolled = await page.evaluate(() => performance.now());
      await page.mouse.wheel(0, 600);
      await settle(page, answered, tagScripts, "a scroll");
      const tasksAfterTags = await page.evaluate(() => window.benchLongTasks ?? []);
      const tags = costSince(tasksAfterTags, scrolled);

      let chat: StepCost = { blockingMs: 0, longestTaskMs: 0, longTasks: 0 };
      if (chatScripts.length > 0) {
        if (chatScripts.some((script) => answered.has(script.url))) {
          throw new Error(`Tools phase, ${path}: the chat loaded before its button was clicked.`);
        }
        const chatButton = page.getByRole("button", { name: chatTexts.en.chat, exact: true });
        await scrollUntilVisible(page, chatButton, path);
        const clicked = await page.evaluate(() => performance.now());
        await chatButton.click();
        await settle(page, answered, chatScripts, "opening the chat");
        chat = costSince(await page.evaluate(() => window.benchLongTasks ?? []), clicked);
      }
      results.push({ page: path, tags, chat, vendorRequests, vendorBytes, cpuSlowdown });
      await context.close();
    }
    return results;
  } finally {
    await close();
  }
}
