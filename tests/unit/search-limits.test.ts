import { describe, expect, it } from "vitest";
import { createArticleSearch } from "../../app/search/article-search.ts";
import { searchDocuments } from "../../app/search/search-documents.server.ts";
import { limitQuery, searchLimits } from "../../app/search/search-limits.ts";

describe("the limits of a search query", () => {
  it("leaves an ordinary query whole", { tags: ["smoke"] }, () => {
    expect(limitQuery("  THR karyawan ")).toEqual({
      text: "THR karyawan",
      words: ["thr", "karyawan"],
      cut: false,
    });
  });

  it("splits words where the index does, punctuation included", () => {
    expect(limitQuery("BPJS-Kesehatan, PPh 21").words).toEqual(["bpjs", "kesehatan", "pph", "21"]);
  });

  it("searches a repeated word once, and says nothing of it", () => {
    expect(limitQuery("gaji Gaji GAJI")).toEqual({ text: "gaji Gaji GAJI", words: ["gaji"], cut: false });
  });

  it("drops one-letter words beside longer ones, without counting them against the limit", () => {
    const query = "a b one two three four five six seven eight";
    expect(limitQuery(query)).toEqual({
      text: query,
      words: ["one", "two", "three", "four", "five", "six", "seven", "eight"],
      cut: false,
    });
  });

  it("searches the first of a query of one-letter words only", () => {
    expect(limitQuery("a")).toEqual({ text: "a", words: ["a"], cut: false });
    expect(limitQuery("x y z").words).toEqual(["x"]);
  });

  it(`searches the first ${searchLimits.maxWords} words of a longer query, and says it was cut`, () => {
    const words = Array.from({ length: 12 }, (_, index) => `word${index}`);
    expect(limitQuery(words.join(" "))).toEqual({
      text: words.join(" "),
      words: words.slice(0, searchLimits.maxWords),
      cut: true,
    });
  });

  it(`reads the first ${searchLimits.maxCharacters} characters, and says it was cut`, () => {
    const limited = limitQuery(Array.from({ length: 7000 }, () => "a").join(" "));
    expect(limited.text).toHaveLength(searchLimits.maxCharacters - 1); // its last space trimmed
    expect(limited).toMatchObject({ words: ["a"], cut: true });
    expect(limitQuery("x".repeat(searchLimits.maxCharacters)).cut).toBe(false);
  });

  it("never cuts a character in two", () => {
    const limited = limitQuery(`${"a".repeat(searchLimits.maxCharacters - 1)}😀 more`);
    expect(limited.text).toBe("a".repeat(searchLimits.maxCharacters - 1));
    expect(limited.cut).toBe(true);
  });

  it("has nothing to search in punctuation alone", () => {
    expect(limitQuery("!!! ...").words).toEqual([]);
  });
});

describe("the article search", () => {
  const blog = createArticleSearch(searchDocuments("blog", "en"));
  const paths = (query: string) => blog(query).hits.map((hit) => hit.path);

  it("answers a query past the limits as it answers the query's start", () => {
    const eight = "how to calculate thr in indonesia who qualifies";
    const outcome = blog(`${eight} and when to pay it`);
    expect(outcome.query.cut).toBe(true);
    expect(outcome.hits.map((hit) => hit.path)).toEqual(paths(eight));
    expect(paths(eight).length).toBeGreaterThan(0);
    expect(blog(Array.from({ length: 7000 }, () => "a").join(" ")).hits).toEqual(blog("a").hits);
  });

  it("shows, in each result's extract of the article, the words it found", () => {
    for (const query of ["PPh 21", "overtime", "employee", "time off", "mobile app"]) {
      for (const hit of blog(query).hits) {
        expect(
          hit.snippet.some((segment) => segment.match) || hit.title.some((segment) => segment.match),
          `${query}: ${hit.path}`,
        ).toBe(true);
      }
    }
  });
});
