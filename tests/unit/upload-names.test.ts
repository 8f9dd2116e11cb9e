import { describe, expect, it } from "vitest";
import { editorFields } from "../../editor/fields.ts";
import { keepingReplacedUploads } from "../../editor/kept-uploads.ts";
import { uploadName } from "../../editor/upload-names.ts";
import { blogFrontMatter } from "../../content/schema/collections.ts";

// Each upload is kept under a name of its own that still says what it is (docs/editing.md, Photos and
// logos): a second photo never takes the first one's name.

const bytes = (...values: number[]) => new Uint8Array(values);

describe("an upload's name", () => {
  it("says the field and the chosen file's own words, with a short hash of its bytes", () => {
    expect(uploadName("cover", { filename: "Outlet Team (1).JPG", data: bytes(1, 2, 3) })).toMatch(
      /^cover-outlet-team-1-[0-9a-f]{8}\.jpg$/,
    );
    expect(uploadName("quotePhoto", { filename: "dewi.webp", data: bytes(1) })).toMatch(
      /^quote-photo-dewi-[0-9a-f]{8}\.webp$/,
    );
    expect(uploadName("logo_img", { filename: "Логотип.svg", data: bytes(1) })).toMatch(
      /^logo-img-[0-9a-f]{8}\.svg$/,
    );
  });

  it("differs for two files of the same name, and is the same for the same file chosen twice", () => {
    const first = uploadName("cover", { filename: "photo.jpg", data: bytes(1, 2, 3) });
    expect(uploadName("cover", { filename: "photo.jpg", data: bytes(3, 2, 1) })).not.toBe(first);
    expect(uploadName("cover", { filename: "photo.jpg", data: bytes(1, 2, 3) })).toBe(first);
  });
});

describe("the editor's photo field", () => {
  // What Keystatic does on save: it suggests the field's name for the file.
  const save = { suggestedFilenamePrefix: "cover", slug: "annual-leave" };
  const cover = editorFields(blogFrontMatter, { mediaFolder: "blog/en" }).cover as unknown as {
    serialize(
      value: { data: Uint8Array; extension: string; filename: string },
      args: typeof save,
    ): { value: string; asset: { filename: string } };
  };

  it("saves a new upload under the name it was given when chosen, not the field's", () => {
    const filename = uploadName("cover", { filename: "team.jpg", data: bytes(9) });
    const saved = cover.serialize({ data: bytes(9), extension: "jpg", filename }, save);
    expect(saved.asset.filename).toBe(filename);
    expect(saved.value).toBe(`/media/blog/en/annual-leave/${filename}`);
  });

  it("keeps the name of a photo saved before", () => {
    const saved = cover.serialize({ data: bytes(9), extension: "jpg", filename: "cover.jpg" }, save);
    expect(saved.value).toBe("/media/blog/en/annual-leave/cover.jpg");
  });
});

describe("a save in local mode", () => {
  const entry = { path: "content/blog/en/annual-leave.md", contents: "LS0t" };
  const replaced = { path: "content/media/blog/en/annual-leave/cover-team-1a2b3c4d.jpg" };

  it("keeps the photo a new upload replaced", () => {
    const update = keepingReplacedUploads({ additions: [entry], deletions: [replaced] });
    expect(update).toEqual({ additions: [entry], deletions: [] });
  });

  it("still removes an entry's photos with the entry, and what is not a photo", () => {
    const deleted = { additions: [], deletions: [{ path: entry.path }, replaced] };
    expect(keepingReplacedUploads(deleted)).toEqual(deleted);
    const other = { path: "content/blog/en/old-address.md" };
    expect(keepingReplacedUploads({ additions: [entry], deletions: [other] }).deletions).toEqual([other]);
  });
});
