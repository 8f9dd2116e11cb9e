import { describe, expect, it } from "vitest";
import { itemPreview, pagePreview } from "../../editor/preview.ts";
import { previewTarget } from "../../editor/preview-target.ts";
import { rootDir } from "../../scripts/repository-root.ts";

// The editor's Preview button (local mode) leads to the page the entry's words are on, in its language.
describe("the editor's preview", () => {
  it("of a page is the page's address in the entry's language", () => {
    expect(pagePreview("pricing", "id")).toBe("/harga");
    expect(pagePreview("featureOvertime", "en")).toBe("/features/overtime");
  });

  it("of a collection item leads to the item's page, found from its file", () => {
    const target = (folder: string, lang: "en" | "id", slug: string) =>
      previewTarget(rootDir, itemPreview(folder, lang).replace("{slug}", slug));
    // An article's address holds its category, read from its front matter.
    expect(target("blog", "en", "annual-leave-and-carry-over-in-southeast-asia")).toBe(
      "/blog/leave-management/annual-leave-and-carry-over-in-southeast-asia",
    );
    expect(target("case-studies", "id", "fintech-company")).toBe("/studi-kasus/fintech-company");
    expect(target("user-guide", "id", "absen-masuk-dengan-selfie-dan-gps")).toBe(
      "/panduan-pengguna/absen-masuk-dengan-selfie-dan-gps",
    );
  });

  it("of an item not saved yet, or an unknown collection, is none", () => {
    expect(previewTarget(rootDir, "/editor-preview/blog/en/not-written-yet")).toBeUndefined();
    expect(previewTarget(rootDir, "/editor-preview/recipes/en/fintech-company")).toBeUndefined();
    expect(previewTarget(rootDir, "/editor-preview/blog/../../package")).toBeUndefined();
  });
});
