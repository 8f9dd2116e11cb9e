import { describe, expect, it } from "vitest";
import { sceneKeys } from "../../app/components/art/scenes/scenes.ts";
import { builtPageIds, prerenderPaths, routeDefinitions } from "../../app/routing/derive.ts";
import { languages, pageIds, pages } from "../../app/routing/pages.ts";
import { isSharedPath, matchPage, pathTo, switchTarget } from "../../app/routing/paths.ts";

/** A concrete path for a pattern, with sample values for its parameters. */
function samplePath(pattern: string): string {
  return pattern.replace(/\/:(\w+)\?/g, "/sample-$1").replace(/:(\w+)/g, "sample-$1");
}

describe("route table", () => {
  // The screens: docs/product.md, Screens and routes.
  it("lists every screen with its English and Indonesian paths", () => {
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

  it("registers unique route ids and paths for built pages only", () => {
    const routes = routeDefinitions();
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/", "/home", "/beranda"]));
    expect(routes.some((route) => route.path === "/pricing")).toBe(builtPageIds().includes("pricing"));
  });

  it("prerenders every static path of the built pages, the sitemap and robots files, and the scenes", () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(expect.arrayContaining(["/", "/home", "/beranda", "/sitemap.xml", "/robots.txt"]));
    expect(paths).toEqual(expect.arrayContaining(sceneKeys.map((key) => `/scenes/${key}.svg`)));
    expect(paths).toContain("/terima-kasih-telar-menjadwalkan-demo");
    expect(paths.every((path) => !path.includes(":"))).toBe(true);
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

  it("switches content slugs with their translated twins", () => {
    expect(switchTarget("/download-resources/how-companies-are-going-digital", "", "id")).toBe(
      "/unduh-materi/bagaimana-cara-perusahaan-menuju-digitalisasi",
    );
    expect(switchTarget("/unduh-materi/bagaimana-cara-perusahaan-menuju-digitalisasi", "", "en")).toBe(
      "/download-resources/how-companies-are-going-digital",
    );
    expect(switchTarget("/case-study/raza-kopi", "", "id")).toBe("/studi-kasus/raza-kopi");
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
