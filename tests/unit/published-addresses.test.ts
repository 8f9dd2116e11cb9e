import { describe, expect, it } from "vitest";
import { redirectsSchema } from "../../content/redirects/schema.ts";
import {
  addressesFileName,
  droppedAddresses,
  isAddressesFileName,
  parsePublishedAddresses,
  redirectProblems,
  type PublishedAddresses,
} from "../../core/routing/published-addresses.server.ts";

const pages = ["/", "/pricing", "/blog/attendance", "/blog/absensi"];

describe("the addresses a build publishes", () => {
  it("are kept under a name that changes with them, which the archive tells from other files", () => {
    const one = addressesFileName(JSON.stringify({ pages, redirects: {} }));
    const other = addressesFileName(JSON.stringify({ pages: ["/"], redirects: {} }));
    expect(isAddressesFileName(one)).toBe(true);
    expect(one).not.toBe(other);
    expect(isAddressesFileName("entry.client-AbCdEf12.js")).toBe(false);
  });

  it("are read back only when whole", () => {
    expect(parsePublishedAddresses(JSON.stringify({ pages, redirects: { "/old": "/pricing" } }))).toEqual({
      pages,
      redirects: { "/old": "/pricing" },
    });
    expect(parsePublishedAddresses('{"pages":["/"],"redir')).toBeUndefined();
    expect(parsePublishedAddresses(JSON.stringify({ pages: "/", redirects: {} }))).toBeUndefined();
    expect(parsePublishedAddresses(JSON.stringify({ pages, redirects: [] }))).toBeUndefined();
    expect(parsePublishedAddresses(JSON.stringify({ pages, redirects: { "/old": 3 } }))).toBeUndefined();
  });
});

describe("the addresses a build would drop", () => {
  it("are those an earlier build answered, as a page or a redirect, that this one does not answer", () => {
    const earlier: PublishedAddresses[] = [
      { pages: [...pages, "/blog/old-title"], redirects: {} },
      { pages, redirects: { "/features/gone": "/pricing", "/blog/older": "/blog/attendance" } },
    ];
    const current = { pages, redirects: { "/blog/old-title": "/blog/attendance" } };
    expect(droppedAddresses(earlier, current)).toEqual(["/blog/older", "/features/gone"]);
    expect(droppedAddresses([], current)).toEqual([]);
  });

  it("include none when the page is back at its address instead of a redirect", () => {
    const earlier = [{ pages, redirects: { "/blog/old-title": "/blog/attendance" } }];
    expect(droppedAddresses(earlier, { pages: [...pages, "/blog/old-title"], redirects: {} })).toEqual([]);
  });
});

describe("the site's redirects", () => {
  const addresses = new Set(pages);

  it("may lead from an address that is no page to one that is", () => {
    expect(redirectProblems([{ from: "/blog/old-title", to: "/blog/attendance" }], addresses)).toEqual([]);
  });

  it("may not hide a page, lead nowhere, or lead to another redirect, each named by its entry", () => {
    const problems = redirectProblems(
      [
        { from: "/pricing", to: "/blog/attendance" },
        { from: "/blog/old-title", to: "/blog/no-such-title" },
        { from: "/blog/older", to: "/blog/old-title" },
      ],
      addresses,
    );
    expect(problems).toEqual([
      "redirects.0.from: /pricing is a page of the site; a redirect from it would hide the page",
      "redirects.1.to: /blog/no-such-title is no page of the site",
      "redirects.2.to: /blog/old-title is itself redirected; lead straight to the page it leads to",
    ]);
  });

  it("are addresses of this site, each old address once, none leading to itself", () => {
    const parse = (redirects: unknown) => redirectsSchema.safeParse({ redirects });
    expect(parse([{ from: " /blog/old-title ", to: "/blog/attendance" }]).data).toEqual({
      redirects: [{ from: "/blog/old-title", to: "/blog/attendance" }],
    });
    expect(parse([]).success).toBe(true);
    for (const from of ["blog/old", "/blog/old/", "/blog/old?x=1", "/blog/old#top", "https://regu.example/x"])
      expect(parse([{ from, to: "/pricing" }]).success, from).toBe(false);
    const twice = parse([
      { from: "/old", to: "/pricing" },
      { from: "/old", to: "/" },
    ]);
    expect(twice.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["redirects.1.from", "The old address /old is listed twice"],
    ]);
    expect(parse([{ from: "/pricing", to: "/pricing" }]).error?.issues[0]?.message).toBe("Leads to itself");
  });
});
