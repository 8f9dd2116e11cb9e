import { collectionPages } from "../../app/collections/collection-pages.server.ts";
import { languages } from "../../core/routing/pages.ts";
import { canonicalPages, expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * A browser's first `Intl` call loads its locale data, a long task on a phone (docs/architecture.md, "No
 * locale data on a page that writes no number"): a page writes its dates and numbers on the server, and
 * only the pricing page, whose prices follow the visitor's currency, reads the time zone as it loads.
 */
test("no page but the pricing page loads the browser's locale data as it opens and starts", async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  const { blog, caseStudies, resources, userGuide } = collectionPages;
  const items = languages.flatMap((lang) => [
    ...blog.collection[lang].slice(0, 1).map(blog.path),
    ...caseStudies.collection[lang].slice(0, 1).map(caseStudies.path),
    ...resources.collection[lang].slice(0, 1).map(resources.path),
    ...userGuide.collection[lang].slice(0, 1).map(userGuide.path),
  ]);
  const paths = [
    ...canonicalPages.filter((built) => built.pageId !== "pricing").map((built) => built.path),
    ...items,
  ];
  for (const path of paths) {
    await gotoHydrated(page, path);
    // The chat and the consent manager start when the page is idle.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => Reflect.get(window, "localeDataCalls")), path).toEqual([]);
  }
});
