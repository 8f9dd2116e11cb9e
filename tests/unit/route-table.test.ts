import { describe, expect, it } from "vitest";
import { sceneKeys } from "../../core/art/scene-keys.ts";
import {
  collectionPages,
  findItem,
  languageLinksOfItem,
} from "../../app/collections/collection-pages.server.ts";
import { siteAddresses } from "../../app/collections/site-addresses.server.ts";
import { prerenderPaths, renderedQueries, routeDefinitions } from "../../core/routing/derive.ts";
import { languages, pageIds, pages } from "../../core/routing/pages.ts";
import { fileTo, isSharedPath, matchPage, pathTo, switchTarget } from "../../core/routing/paths.ts";
import { pageRoute, pageMatch } from "../../core/routing/route-of.ts";

/** A concrete path for a pattern, with sample values for its parameters. */
function samplePath(pattern: string): string {
  return pattern.replace(/\/:(\w+)\?/g, "/sample-$1").replace(/:(\w+)/g, "sample-$1");
}

describe("route table", () => {
  // The screens: docs/product.md, Screens and routes.
  it("lists every screen with its English and Indonesian paths", { tags: ["smoke"] }, () => {
    const expected: Array<[string, string]> = [
      ["/", "/beranda"],
      ["/about-us", "/tentang-kami"],
      ["/case-study", "/studi-kasus"],
      ["/case-study/:name", "/studi-kasus/:name"],
      ["/features/chat", "/fitur/chat"],
      ["/features/claim", "/fitur/klaim"],
      ["/features/leave", "/fitur/cuti"],
      ["/features/overtime", "/fitur/lembur"],
      ["/features/task", "/fitur/tugas"],
      ["/features/time", "/fitur/absensi"],
      ["/features/payroll-services", "/fitur/layanan-penggajian"],
      ["/contact-us", "/hubungi-kami"],
      ["/download-resources", "/unduh-materi"],
      ["/download-resources/:name", "/unduh-materi/:name"],
      ["/faq", "/tanya-jawab"],
      ["/prevention-of-covid-19", "/pencegahan-covid-19"],
      ["/pricing", "/harga"],
      ["/privacy-policy", "/kebijakan-privasi"],
      ["/project-management-software", "/perangkat-manajemen-proyek"],
      ["/registration", "/registrasi"],
      ["/request-demo", "/jadwalkan-demo"],
      ["/terms-conditions", "/syarat-ketentuan"],
      ["/thank-you", "/terima-kasih"],
      ["/thank-you-for-registering", "/terima-kasih-telah-mendaftar"],
      ["/thank-you-for-request-demo", "/terima-kasih-telar-menjadwalkan-demo"],
      ["/thank-you-for-subscribing", "/terima-kasih-telah-berlangganan"],
      ["/user-guide", "/panduan-pengguna"],
      ["/user-guide/:slug", "/panduan-pengguna/:slug"],
      ["/conversion-page-wa", "/conversion-page-wa"],
      ["/blog/:category?", "/blog/:category?"],
      ["/blog/:category/:id", "/blog/:category/:id"],
      ["/tools", "/kalkulator"],
      ["/tools/overtime-calculator", "/kalkulator/lembur"],
      ["/tools/thr-calculator", "/kalkulator/thr"],
      ["/tools/bpjs-calculator", "/kalkulator/bpjs"],
      ["/tools/pph-21-calculator", "/kalkulator/pph-21"],
      ["/tools/severance-calculator", "/kalkulator/pesangon"],
    ];
    const table = pageIds.map((id) => [pages[id].paths.en, pages[id].paths.id]);
    for (const pair of expected) expect(table).toContainEqual(pair);
  });

  it("has no path twice, across pages, languages and aliases", () => {
    const all = pageIds.flatMap((id) => {
      const entry = pages[id];
      const own = isSharedPath(id) ? [entry.paths.en] : languages.map((lang) => entry.paths[lang]);
      return [...own, ...Object.values("aliases" in entry ? entry.aliases : {}).flat()];
    });
    expect(new Set(all).size).toBe(all.length);
  });

  it("registers every page and file once per path, each with its own route id", () => {
    expect(new Set(routeDefinitions.map((route) => route.id)).size).toBe(routeDefinitions.length);
    expect(new Set(routeDefinitions.map((route) => route.path)).size).toBe(routeDefinitions.length);
    const idOf = (path: string) => routeDefinitions.find((route) => route.path === path)?.id;
    expect(idOf("/")).toBe("home.en");
    expect(idOf("/home")).toBe("home.en.alias1");
    expect(idOf("/beranda")).toBe("home.id");
    expect(idOf("/fitur/absensi")).toBe("featureTime.id");
    expect(idOf("/conversion-page-wa")).toBe("conversionWa");
    expect(idOf("/blog/rss-id.xml")).toBe("blogFeed.id");
    expect(idOf("/sitemap.xml")).toBe("sitemap");
    expect(idOf("/scenes/:file")).toBe("scene");
  });

  it("prerenders every static path of the pages, and the files without parameters", () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/home", "/beranda", "/blog", "/sitemap.xml", "/robots.txt"]),
    );
    expect(paths).toEqual(expect.arrayContaining(["/blog/rss.xml", "/blog/rss-id.xml"]));
    expect(paths).toContain("/terima-kasih-telar-menjadwalkan-demo");
    expect(paths.every((path) => !path.includes(":"))).toBe(true);
  });

  it("prerenders the files of the file routes with parameters too, the scenes among them", () => {
    const addresses = siteAddresses();
    expect(addresses).toEqual(expect.arrayContaining(sceneKeys.map((key) => `/scenes/${key}.svg`)));
    expect(addresses).toEqual(
      expect.arrayContaining(["/case-studies/raza-kopi/logo-id.svg", "/search/blog-en.json"]),
    );
    expect(addresses.every((path) => !path.includes(":"))).toBe(true);
  });

  it("builds the files' paths", () => {
    expect(fileTo("blogFeed", {}, "en")).toBe("/blog/rss.xml");
    expect(fileTo("blogFeed", {}, "id")).toBe("/blog/rss-id.xml");
    expect(fileTo("scene", { file: "office.svg" })).toBe("/scenes/office.svg");
  });

  // A query not listed would get the page's prerendered file, whatever the query asks.
  it("renders a page for exactly the queries its loader reads", () => {
    expect([...renderedQueries].sort()).toEqual([
      "day",
      "days",
      "download",
      "gross",
      "hours",
      "industry",
      "jkk",
      "lang",
      "month",
      "months",
      "page",
      "pension",
      "q",
      "reason",
      "sent",
      "size",
      "status",
      "token",
      "variable",
      "wage",
      "week",
      "years",
    ]);
  });

  it.each(pageIds)("maps %s both ways between the languages", (pageId) => {
    for (const from of languages) {
      const path = samplePath(pages[pageId].paths[from]);
      const search = isSharedPath(pageId) && from === "id" ? "?lang=id" : "";
      const match = matchPage(path, search);
      expect(match).toMatchObject({ pageId, lang: from });
      for (const to of languages) {
        const target = switchTarget(path, search, to);
        const [targetPath = "", targetSearch = ""] = target.split("?");
        expect(matchPage(targetPath, targetSearch ? `?${targetSearch}` : "")).toMatchObject({
          pageId,
          lang: to,
        });
        // And back again to where we started.
        expect(switchTarget(targetPath, targetSearch ? `?${targetSearch}` : "", from)).toBe(path + search);
      }
    }
  });

  it("switches a blog category to its twin, and a content item to its translation", () => {
    expect(switchTarget("/blog/hr-tips", "", "id")).toBe("/blog/tips-hr");
    expect(switchTarget("/blog/tips-hr", "", "en")).toBe("/blog/hr-tips");
    expect(matchPage("/blog/tips-hr")).toMatchObject({ pageId: "blog", lang: "id" });
    expect(switchTarget("/case-study/raza-kopi", "", "id")).toBe("/studi-kasus/raza-kopi");
    // A resource's translation is its content's to say: its page's loader gives the switch its address.
    const resource = findItem(collectionPages.resources, "en", "how-companies-are-going-digital");
    if (!resource) throw new Error("the resource of docs/product.md is missing");
    expect(languageLinksOfItem(collectionPages.resources, resource).switchTo).toEqual({
      en: "/download-resources/how-companies-are-going-digital",
      id: "/unduh-materi/bagaimana-cara-perusahaan-menuju-digitalisasi",
    });
  });

  it("opens home at /home and /beranda too, and builds paths per language", () => {
    expect(matchPage("/home")).toEqual({ pageId: "home", lang: "en", params: {} });
    expect(matchPage("/beranda")).toEqual({ pageId: "home", lang: "id", params: {} });
    expect(pathTo("home", "en")).toBe("/");
    expect(pathTo("conversionWa", "id")).toBe("/conversion-page-wa?lang=id");
    expect(switchTarget("/home", "", "id")).toBe("/beranda");
    expect(switchTarget("/no-such-page", "", "id")).toBe("/beranda");
  });
});

describe("the page of a route", () => {
  const url = (path: string) => new URL(`http://localhost${path}`);
  const loaderArgs = (pattern: string, path: string, params = {}) => ({ pattern, params, url: url(path) });
  const metaArgs = (id: string, search = "", params = {}) => ({
    matches: [{ id: "root" }, { id }],
    params,
    location: { search },
  });

  it("is read by a loader from its pattern and by a meta function from its route id", () => {
    expect(pageRoute(loaderArgs("/fitur/absensi", "/fitur/absensi"))).toMatchObject({
      pageId: "featureTime",
      lang: "id",
    });
    expect(pageMatch(metaArgs("featureTime.id"))).toMatchObject({ pageId: "featureTime", lang: "id" });
    expect(pageRoute(loaderArgs("/home", "/home"))).toMatchObject({ pageId: "home", lang: "en" });
    expect(pageMatch(metaArgs("home.en.alias1"))).toMatchObject({ pageId: "home", lang: "en" });
  });

  it("takes the language of a shared path from its parameters or ?lang=", () => {
    expect(pageRoute(loaderArgs("/conversion-page-wa", "/conversion-page-wa?lang=id")).lang).toBe("id");
    expect(pageMatch(metaArgs("conversionWa", "?lang=id")).lang).toBe("id");
    expect(pageMatch(metaArgs("conversionWa")).lang).toBe("en");
    const category = { category: "tips-hr" };
    expect(pageRoute(loaderArgs("/blog/:category?", "/blog/tips-hr", category)).lang).toBe("id");
    expect(pageMatch(metaArgs("blog", "", category))).toMatchObject({ pageId: "blog", lang: "id" });
  });

  it("reads only the queries the route table lists for the page", () => {
    const faq = pageRoute(loaderArgs("/tanya-jawab", "/tanya-jawab?q=cuti&page=2"));
    expect(faq.query("q")).toBe("cuti");
    expect(() => faq.query("page")).toThrow(/faq reads \?page= but the route table does not list it/);
  });

  it("is no page for a file route", () => {
    expect(() => pageRoute(loaderArgs("/sitemap.xml", "/sitemap.xml"))).toThrow(/No page of the route table/);
  });
});
