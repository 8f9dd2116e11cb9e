import { describe, expect, it } from "vitest";
import { assertNoMarkupShownAsText, markupShownAsText, minMarkupLength } from "../../app/markup-as-text.ts";

const drawing = `<svg viewBox="0 0 10 10"><title>A warehouse & its "team"</title>${"<rect/>".repeat(40)}</svg>`;
const asMarkup = `<figure>${drawing}</figure>`;
const asText = `<p>${drawing
  .replaceAll("&", "&amp;")
  .replaceAll("<", "&lt;")
  .replaceAll(">", "&gt;")
  .replaceAll('"', "&quot;")}</p>`;
const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

describe("a loader string shown as markup and as text (docs/architecture.md)", () => {
  it("is found wherever it is in the loader data", () => {
    expect(drawing.length).toBeGreaterThanOrEqual(minMarkupLength);
    const loaderData = { root: { title: "Regu" }, "routes/home": { scenes: [{ svg: drawing }] } };
    expect(markupShownAsText(page(asMarkup + asText), loaderData)).toEqual([drawing]);
  });

  it("is no problem shown one way only", () => {
    const loaderData = { "routes/home": { svg: drawing } };
    expect(markupShownAsText(page(asMarkup), loaderData)).toEqual([]);
    expect(markupShownAsText(page(asText), loaderData)).toEqual([]);
  });

  it("leaves short strings and plain words alone, as the hydration data does", () => {
    const short = "<b>Regu</b>";
    const words = "x".repeat(minMarkupLength);
    const html = page(`<i>${short}</i><p>&lt;b&gt;Regu&lt;/b&gt;</p><div>${words}</div><p>${words}</p>`);
    expect(markupShownAsText(html, { a: short, b: words })).toEqual([]);
  });

  it("stops the page, naming it and the string", () => {
    const loaderData = { "routes/about": { svg: drawing } };
    expect(() => assertNoMarkupShownAsText(page(asMarkup + asText), loaderData, "/about")).toThrow(
      /^\/about shows loader data both as markup and as text[\s\S]*<svg viewBox/,
    );
    expect(() => assertNoMarkupShownAsText(page(asMarkup), loaderData, "/about")).not.toThrow();
  });
});
