/**
 * The drawings' files and the room kept for them. That each page's drawings are drawn is page-visits.spec.ts's,
 * and their alt texts and captions the system tests' (the built HTML).
 */
import { homeContent } from "../../content/home/index.ts";
import { expect, test } from "./fixtures.ts";

test("a drawing's space is kept before it loads, so the text under it does not move", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const image = page.getByRole("region", { name: homeContent.en.workplaces.title }).locator("img").first();
  // Far below the first screen, the lazy image has not been fetched yet.
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
  const box = await image.boundingBox();
  expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 3) / 4, 0);
});

test("an unknown drawing is a 404", async ({ request }) => {
  expect((await request.get("/scenes/no-such-scene.svg")).status()).toBe(404);
});
