import type { Locator } from "@playwright/test";
import { aboutContent } from "../../content/company/index.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../content/features.ts";
import { languages } from "../../core/routing/pages.ts";
import { builtPage, expect, test } from "./fixtures.ts";

/** The home page's workplaces, word for word as a visitor reads them under each drawing. */
const workplaces = {
  en: {
    heading: "Made for teams that work away from a desk",
    figures: [
      [
        "Warehouses and factories",
        "Shift crews clock in at the gate with a selfie, and only inside the site's geofence.",
      ],
      ["Outlets and cafés", "Baristas and shop staff see the new roster and chat with their outlet's group."],
      [
        "Field teams",
        "Technicians and sales reps work through each visit's checklist and add photos as proof.",
      ],
    ],
  },
  id: {
    heading: "Dibuat untuk tim yang tidak bekerja di balik meja",
    figures: [
      [
        "Gudang dan pabrik",
        "Kru shift absen dengan selfie di gerbang, dan hanya bisa dari dalam geofence lokasi.",
      ],
      [
        "Outlet dan kafe",
        "Barista dan staf toko melihat jadwal shift terbaru dan mengobrol di grup outlet mereka.",
      ],
      [
        "Tim lapangan",
        "Teknisi dan sales mengerjakan checklist setiap kunjungan dan melampirkan foto sebagai bukti.",
      ],
    ],
  },
} as const;

/** Scrolls an image into view (they load lazily) and waits until the browser has drawn it. */
async function expectDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

for (const lang of languages) {
  const { heading, figures } = workplaces[lang];
  const home = builtPage("home", lang).path;

  test(`home (${lang}) shows the three workplaces, each drawn and captioned`, async ({ page, request }) => {
    await page.goto(home);
    const section = page.getByRole("region", { name: heading });
    const shown = section.getByRole("figure");
    await expect(shown).toHaveCount(3);
    for (const [index, [title, caption]] of figures.entries()) {
      const figure = shown.nth(index);
      await expect(figure.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(figure.getByText(caption, { exact: true })).toBeVisible();
      // Beside its caption the drawing says nothing more to a screen reader.
      const image = figure.locator("img");
      await expect(image).toHaveAttribute("alt", "");
      await expectDrawn(image);
      const file = await request.get((await image.getAttribute("src")) ?? "");
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    }
  });

  for (const key of featureKeys) {
    const path = builtPage(featurePage[key], lang).path;
    test(`${path} shows its workplace, described in the page's language`, async ({ page }) => {
      await page.goto(path);
      await expectDrawn(page.getByRole("img", { name: featurePages[lang][key].scene.alt, exact: true }));
    });
  }

  test(`the about page (${lang}) shows a workplace beside its story`, async ({ page }) => {
    await page.goto(builtPage("about", lang).path);
    await expectDrawn(page.getByRole("img", { name: aboutContent[lang].story.scene.alt, exact: true }));
  });
}

test("a drawing's space is kept before it loads, so the text under it does not move", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const image = page.getByRole("region", { name: workplaces.en.heading }).locator("img").first();
  // Far below the first screen, the lazy image has not been fetched yet.
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
  const box = await image.boundingBox();
  expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 3) / 4, 0);
});

test("an unknown drawing is a 404", async ({ request }) => {
  expect((await request.get("/scenes/no-such-scene.svg")).status()).toBe(404);
});
