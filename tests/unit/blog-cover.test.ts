import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogArticles } from "../../app/collections/collections.server.ts";
import {
  blogCoverSvg,
  coverArtOutlined,
  coverTitleLines,
  renderBlogCover,
} from "../../scripts/covers/blog-cover.tsx";

type Article = (typeof blogArticles)["en"][number];

const content = (article: Article) => ({
  lang: article.lang,
  title: article.data.title,
  category: article.data.category,
  motif: article.data.motif,
});

/** Which pixels of two images differ, as a share of all of them. */
async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const [one, two] = await Promise.all([a, b].map((image) => sharp(image).raw().toBuffer()));
  if (!one || !two || one.length !== two.length) return 1;
  let changed = 0;
  for (let i = 0; i < one.length; i++) if (one[i] !== two[i]) changed += 1;
  return changed / one.length;
}

describe("a blog article's cover", () => {
  const shifts = blogArticles.en.find((article) => article.slug === "shift-scheduling-for-retail-and-fnb");
  if (!shifts) throw new Error("article expected");

  it("sets its words in the site's font as outlines, with no text left for a viewer to find a font for", async () => {
    const svg = await blogCoverSvg(content(shifts));
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toMatch(/font-family/);
    // The drawing inside carries its labels ("25", "%") as outlines too.
    for (const article of [...blogArticles.en, ...blogArticles.id]) {
      expect(await coverArtOutlined(content(article))).not.toMatch(/<text/);
    }
  });

  it("shows its title: the same drawing with another title is another picture", async () => {
    const [own] = await renderBlogCover(content(shifts), [600]);
    const [other] = await renderBlogCover({ ...content(shifts), title: "Another title altogether" }, [600]);
    if (!own || !other) throw new Error("covers expected");
    expect(await changedShare(own, other)).toBeGreaterThan(0.01);
  });

  it("is written at each width asked for, as WebP light enough for a phone", async () => {
    const images = await renderBlogCover(content(shifts), [600, 1200]);
    const sizes = await Promise.all(images.map((image) => sharp(image).metadata()));
    expect(sizes.map(({ format, width, height }) => [format, width, height])).toEqual([
      ["webp", 600, 315],
      ["webp", 1200, 630],
    ]);
    expect(images[0]?.length).toBeLessThan(30_000);
  });
});

describe("a cover's title", () => {
  it("takes at most four lines, smaller for a long title than for a short one", () => {
    const short = coverTitleLines("CPF contribution basics for HR teams");
    const long = coverTitleLines(
      "Payroll, leave and attendance rules for outlets in Indonesia, Malaysia and the Philippines",
    );
    expect(long.lines.length).toBeLessThanOrEqual(4);
    expect(long.lines.join(" ")).toBe(
      "Payroll, leave and attendance rules for outlets in Indonesia, Malaysia and the Philippines",
    );
    expect(long.size).toBeLessThan(short.size);
  });

  it("ends with an ellipsis when even the smallest size cannot hold it", () => {
    const { lines } = coverTitleLines(
      "Why a very long title about annual leave, sick leave, maternity leave, paternity leave and unpaid leave never fits",
    );
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/…$/);
  });
});
