import { describe, expect, it } from "vitest";
import { pageQueryLimits, withBoundedQuery } from "../../server/page-query.ts";

const site = "http://127.0.0.1:3000";
const manifest = "/__manifest";

describe("the query string a page is rendered for", () => {
  it("is the visitor's own up to its limit", () => {
    const request = new Request(`${site}/blog?lang=id&q=${"lembur+".repeat(100)}&utm_source=news`);
    expect(withBoundedQuery(request, manifest)).toBe(request);
  });

  it("keeps the first parameters of a longer one, each cut, and the rest of the request", () => {
    const request = new Request(`${site}/blog?lang=id&q=${"a+".repeat(7000)}`, {
      headers: { "X-Test": "1" },
    });
    const bounded = withBoundedQuery(request, manifest);
    const params = new URL(bounded.url).searchParams;
    expect(new URL(bounded.url).pathname).toBe("/blog");
    expect(params.get("lang")).toBe("id");
    expect(params.get("q")).toBe("a ".repeat(pageQueryLimits.maxValueLength / 2));
    expect(bounded.headers.get("X-Test")).toBe("1");
    expect(bounded.method).toBe("GET");
  });

  it(`keeps no more than ${pageQueryLimits.maxParameters} parameters`, () => {
    const bounded = withBoundedQuery(new Request(`${site}/pricing?${"a&".repeat(7000)}`), manifest);
    expect([...new URL(bounded.url).searchParams]).toHaveLength(pageQueryLimits.maxParameters);
  });

  it("leaves the route manifest's whole: it names every path a page links to", () => {
    const paths = Array.from(
      { length: 60 },
      (_, index) => `p=${encodeURIComponent(`/blog/article-${index}`)}`,
    );
    const request = new Request(`${site}${manifest}?${paths.join("&")}&version=abc`);
    expect(withBoundedQuery(request, manifest)).toBe(request);
  });
});
