import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  mediaProblem,
  pictureOf,
  pictureOfField,
  sharingImageOf,
  widthsFor,
} from "../../app/media/media.server.ts";
import { parseVariantFileName, variantFileName, variantNamesIn } from "../../core/media/media-names.ts";

const root = mkdtempSync(join(tmpdir(), "regu-media-"));
const put = (name: string, bytes: Uint8Array | string) => {
  mkdirSync(join(root, "content/media/blog"), { recursive: true });
  writeFileSync(join(root, "content/media/blog", name), bytes);
};

beforeAll(async () => {
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
  put("Team Photo (1).JPG", await photo(4000, 3000));
  put("small.jpg", await photo(900, 600));
  put(
    "logo.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40"/></svg>',
  );
  put("tracker.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="1" height="1"/>');
  put("notes.txt", "hello");
});

describe("a photo from the media folder", () => {
  it("is drawn as AVIF and WebP at the standard widths, cut to the shape asked, never as the original", () => {
    const picture = pictureOf("/media/blog/Team Photo (1).JPG", [40, 21], root);
    expect(picture.width).toBe(2000);
    expect(picture.height).toBe(1050);
    expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    const avif = picture.sources[0]?.srcSet.split(", ") ?? [];
    expect(avif).toHaveLength(5);
    expect(avif[0]).toMatch(/^\/assets\/media\/team-photo-1\.[0-9a-f]{12}\.40x21\.400\.avif 400w$/);
    expect(picture.src).toMatch(/\.40x21\.800\.webp$/);
    expect(JSON.stringify(picture)).not.toContain("Team Photo");
  });

  it("stops at its own width when it is smaller than the largest variant", () => {
    expect(widthsFor(900)).toEqual([400, 800, 900]);
    expect(widthsFor(2400)).toEqual([400, 800, 1200, 1600, 2000]);
    const picture = pictureOf("/media/blog/small.jpg", undefined, root);
    expect(picture.sources[1]?.srcSet).toMatch(/\.o\.900\.webp 900w$/);
    expect([picture.width, picture.height]).toEqual([900, 600]);
  });

  it("drawn small, as a portrait in a circle, is cut square at the few widths asked", () => {
    const picture = pictureOf("/media/blog/small.jpg", [1, 1], root, [48, 96, 144]);
    expect([picture.width, picture.height]).toEqual([144, 144]);
    expect(picture.sources[0]?.srcSet).toMatch(
      /\.1x1\.48\.avif 48w, .*\.1x1\.96\.avif 96w, .*\.1x1\.144\.avif 144w$/,
    );
  });

  it("stands for its page when shared as one 1200×630 JPEG; a smaller photo keeps its width; an SVG is not one", () => {
    const large = sharingImageOf("/media/blog/Team Photo (1).JPG", root);
    expect(large).toEqual({
      src: expect.stringMatching(/\.40x21\.1200\.jpg$/) as string,
      width: 1200,
      height: 630,
    });
    expect(parseVariantFileName(large?.src.split("/").pop() ?? "")).toMatchObject({
      crop: "40x21",
      ext: "jpg",
    });
    expect(variantNamesIn(`<meta property="og:image" content="https://regu.example${large?.src}"/>`)).toEqual(
      [large?.src.split("/").pop()],
    );
    expect(sharingImageOf("/media/blog/small.jpg", root)).toMatchObject({ width: 900, height: 473 });
    expect(sharingImageOf("/media/blog/logo.svg", root)).toBeUndefined();
  });

  it("is an SVG served as it is, at its own size", () => {
    const picture = pictureOf("/media/blog/logo.svg", undefined, root);
    expect(picture).toMatchObject({ width: 160, height: 40, sources: [] });
    expect(picture.src).toMatch(/^\/assets\/media\/logo\.[0-9a-f]{12}\.svg$/);
  });

  it.each([
    ["/media/blog/missing.jpg", /there is no file content\/media\/blog\/missing\.jpg/],
    ["/media/blog/notes.txt", /use a JPEG, PNG, WebP or SVG file/],
    ["/media/blog/tracker.svg", /has scripts or outside links in it/],
    ["/media/../../etc/passwd", /there is no file/],
    ["/blog-covers/en-x.svg", /is not in the media folder/],
  ])("is refused, saying why, when content names %s", (path, message) => {
    expect(mediaProblem(path, root)).toMatch(message);
  });
});

describe("a data file's photo field", () => {
  it("is no picture when empty, and a picture when it names a photo and says what it shows", () => {
    expect(
      pictureOfField("content/home/en.yaml", "hero.photo", { path: undefined, alt: undefined }),
    ).toBeUndefined();
    const picture = pictureOfField(
      "content/home/en.yaml",
      "hero.photo",
      { path: "/media/blog/small.jpg", alt: "Staff" },
      [4, 5],
      root,
    );
    expect([picture?.width, picture?.height]).toEqual([480, 600]);
  });

  it("fails the build naming the data file and the field", () => {
    expect(() =>
      pictureOfField("content/home/en.yaml", "hero.photo", { path: "/media/home-en/gone.jpg", alt: "Staff" }),
    ).toThrow(/^content\/home\/en\.yaml: hero\.photo: "\/media\/home-en\/gone\.jpg": there is no file/);
    expect(() =>
      pictureOfField(
        "content/home/en.yaml",
        "hero.photo",
        { path: "/media/blog/small.jpg", alt: undefined },
        undefined,
        root,
      ),
    ).toThrow(/^content\/home\/en\.yaml: hero\.photoAlt: say what the photo shows/);
  });
});

describe("a variant's name", () => {
  it("says everything needed to make the file again", () => {
    const name = variantFileName({
      base: "cover",
      hash: "0123456789ab",
      crop: "3x1",
      width: 800,
      ext: "avif",
    });
    expect(name).toBe("cover.0123456789ab.3x1.800.avif");
    expect(parseVariantFileName(name)).toEqual({
      base: "cover",
      hash: "0123456789ab",
      crop: "3x1",
      width: 800,
      ext: "avif",
    });
    expect(parseVariantFileName("cover.0123456789ab.3x1.800.png")).toBeUndefined();
    expect(parseVariantFileName("../secret.0123456789ab.svg")).toBeUndefined();
  });

  it("is found in a page wherever the page names it", () => {
    const html =
      '<source srcSet="/assets/media/a.0123456789ab.o.400.avif 400w, /assets/media/a.0123456789ab.o.800.avif 800w"/><img src="/assets/media/b.0123456789ab.svg"/>';
    expect(variantNamesIn(html)).toEqual([
      "a.0123456789ab.o.400.avif",
      "a.0123456789ab.o.800.avif",
      "b.0123456789ab.svg",
    ]);
  });
});
