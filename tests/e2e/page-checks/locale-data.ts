/**
 * A browser's first `Intl` call loads its locale data, a long task on a phone (docs/architecture.md, "No
 * locale data on a page that writes no number"): a page writes its dates and numbers on the server. These
 * note every call that would load it, from the first script of the page on.
 */
import type { Page } from "@playwright/test";

/** Before the page's own scripts: replaces `Intl`'s constructors and the `toLocale…` methods with notes. */
export async function recordLocaleData(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { localeDataCalls: calls });
    // Replaces owner[key] with a function that notes each call, as a function or with `new`.
    const record = (owner: object, key: string, label: string) => {
      const original: unknown = Reflect.get(owner, key);
      if (typeof original !== "function") return;
      const noted = () => calls.push(`${label}.${key}`);
      Reflect.set(
        owner,
        key,
        new Proxy(original, {
          construct: (target, args, newTarget) => (noted(), Reflect.construct(target, args, newTarget)),
          apply: (target, self, args) => (noted(), Reflect.apply(target, self, args)),
        }),
      );
    };
    for (const name of Object.getOwnPropertyNames(Intl)) record(Intl, name, "Intl");
    const prototypes = { Number: Number.prototype, Date: Date.prototype, String: String.prototype };
    for (const [type, prototype] of Object.entries(prototypes)) {
      for (const method of Object.getOwnPropertyNames(prototype)) {
        if (method.startsWith("toLocale") || method === "localeCompare") record(prototype, method, type);
      }
    }
  });
}

/** The calls noted since the page opened, the page's own and any script a test ran in it. */
export const localeDataCalls = (page: Page) =>
  page.evaluate(() => Reflect.get(window, "localeDataCalls") as string[]);
