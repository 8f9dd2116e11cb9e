import { describe, expect, it } from "vitest";
import { pageQueryLimits, withBoundedQuery } from "../../server/page-query.ts";

const site = "http://127.0.0.1:3000";

describe("the query string a page is rendered for", () => {
  it("is the visitor's own up to its limit", () => {
    const request = new Request(`${site}/blog?lang=id&q=${"lembur+".repeat(100)}&utm_source=news`);
    expect(withBoundedQuery(request)).toBe(request);
  });

  it("keeps the first parameters of a longer one, each cut, and the rest of the request", () => {
    const request = new Request(`${site}/blog?lang=id&q=${"a+".repeat(7000)}`, {
      headers: { "X-Test": "1" },
    });
    const bounded = withBoundedQuery(request);
    const params = new URL(bounded.url).searchParams;
    expect(new URL(bounded.url).pathname).toBe("/blog");
    expect(params.get("lang")).toBe("id");
    expect(params.get("q")).toBe("a ".repeat(pageQueryLimits.maxValueLength / 2));
    expect(bounded.headers.get("X-Test")).toBe("1");
    expect(bounded.method).toBe("GET");
  });

  it(`keeps no more than ${pageQueryLimits.maxParameters} parameters`, () => {
    const bounded = withBoundedQuery(new Request(`${site}/pricing?${"a&".repeat(7000)}`));
    expect([...new URL(bounded.url).searchParams]).toHaveLength(pageQueryLimits.maxParameters);
  });
});
