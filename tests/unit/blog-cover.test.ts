import { describe, expect, it } from "vitest";
import { blogCoverSvg, coverTitleLines } from "../../app/components/art/blog-cover.server.tsx";
import { blogArticles } from "../../app/collections/collections.server.ts";

type Article = (typeof blogArticles)["en"][number];

const cover = (article: Article) =>
  blogCoverSvg({
    lang: article.lang,
    title: article.data.title,
    category: article.data.category,
    motif: article.data.motif,
  });

/** The words a cover sets, in order, as a reader would see them. */
function coverText(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((match) => match[1] ?? "")
    .join(" ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

describe("a blog article's cover", () => {
  it("is drawn for its article: two articles of one category get different covers", () => {
    const [first, second] = blogArticles.en.filter((article) => article.data.category === "payroll");
    if (!first || !second) throw new Error("two payroll articles expected");
    expect(cover(first)).not.toBe(cover(second));
  });

  it("sets the article's title and its category in the article's language", () => {
    const shifts = blogArticles.en.find((article) => article.slug === "shift-scheduling-for-retail-and-fnb");
    const thr = blogArticles.id.find((article) => article.slug === "cara-menghitung-thr-karyawan");
    if (!shifts || !thr) throw new Error("articles expected");
    // "F&B" checks the title is escaped once, as React escapes it, and still reads as written.
    expect(coverText(cover(shifts))).toContain(`ATTENDANCE ${shifts.data.title}`);
    expect(coverText(cover(thr))).toContain(`PENGGAJIAN ${thr.data.title}`);
  });

  it("stays a light file", () => {
    for (const article of [...blogArticles.en, ...blogArticles.id]) {
      expect(cover(article).length).toBeLessThan(12_000);
    }
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
