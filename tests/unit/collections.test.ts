import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { z } from "zod";
import { blogCategoryKeys } from "../../content/blog/categories.ts";
import type { PhoneScreen } from "../../content/phone-screen.ts";
import { loadCollection } from "../../app/collections/collection.server.ts";
import { ContentProblem, ContentProblems } from "../../content/schema/content-problem.ts";
import {
  blogArticleProblem,
  blogArticleWaits,
  blogArticles,
  caseStudies,
  caseStudyProblem,
  guideArticles,
  resources,
} from "../../app/collections/collections.server.ts";
import { blogFrontMatter, caseStudyFrontMatter, guideFrontMatter } from "../../content/schema/collections.ts";
import { jakartaToday } from "../../app/collections/publish-day.ts";
import { checkInternalLinks } from "../../app/collections/internal-links.server.ts";
import { parseMarkdownFile } from "../../app/collections/markdown.server.ts";
import { checkSiteLinks, siteAddresses } from "../../app/collections/site-addresses.server.ts";

const schema = z.strictObject({
  title: z.string(),
  twin: z.string().optional(),
  onlyInThisLanguage: z.boolean().optional(),
});
const file = (title: string, twin?: string) =>
  `---\ntitle: ${title}\n${twin ? `twin: ${twin}\n` : "onlyInThisLanguage: true\n"}---\n\nBody.\n`;
const load = (sources: Record<string, string>) =>
  loadCollection("notes", sources, schema, {
    twinOf: (data) => data.twin,
    onlyInItsLanguage: (data) => data.onlyInThisLanguage === true,
  });

describe("a content collection", () => {
  it("reads each language's items with their addresses", () => {
    const notes = load({
      "../../content/notes/en/first-note.md": file("First", "catatan-pertama"),
      "../../content/notes/id/catatan-pertama.md": file("Pertama", "first-note"),
      "../../content/notes/en/english-only.md": file("Only English"),
    });
    expect(notes.en.map((item) => item.slug)).toEqual(["first-note", "english-only"]);
    expect(notes.id[0]).toMatchObject({ slug: "catatan-pertama", lang: "id", data: { title: "Pertama" } });
  });

  it.each([
    [
      "a translation that is not there",
      { "../../content/notes/en/a.md": file("A", "b") },
      /content\/notes\/en\/a\.md: its translation "b" is missing: there is no content\/notes\/id\/b\.md/,
    ],
    [
      "two items claiming one translation",
      {
        "../../content/notes/en/a.md": file("A", "c"),
        "../../content/notes/en/b.md": file("B", "c"),
        "../../content/notes/id/c.md": file("C", "a"),
      },
      /content\/notes\/en\/b\.md: it names content\/notes\/id\/c\.md as its translation, but content\/notes\/id\/c\.md names "a"/,
    ],
    [
      "an item without its translation",
      { "../../content/notes/en/a.md": "---\ntitle: A\n---\n\nBody.\n" },
      /content\/notes\/en\/a\.md: it has no translation: write it in content\/notes\/id\/….md/,
    ],
    [
      "a file name that is no address",
      { "../../content/notes/en/My Note.md": file("A") },
      /My Note\.md: the file name/,
    ],
    [
      "a folder that is no language",
      { "../../content/notes/fr/a.md": file("A") },
      /notes\/fr\/a\.md: the folder must be a language/,
    ],
    [
      "a broken front matter",
      { "../../content/notes/en/a.md": "---\ntitle: [x\n---\n" },
      /notes\/en\/a\.md: the front matter/,
    ],
  ])("fails the build, naming the file, on %s", (_, sources, message) => {
    expect(() => load(sources)).toThrow(message);
  });

  it("names every broken file in one go, each line a file and its field, a broken file's twin not repeated", () => {
    const problem = (() => {
      try {
        load({
          "content/notes/en/a.md": "---\ntitle: 12\ntwin: b\n---\n\nBody.\n",
          "content/notes/id/b.md": file("B", "a"),
          "content/notes/en/c.md": "---\ntitle: C\nauthor: x\ntwin: d\n---\n",
          "content/notes/id/d.md": file("D", "c"),
          "content/notes/en/e.md": file("E", "f"),
          "content/notes/en/My Note.md": file("G"),
        });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(problem).toBeInstanceOf(ContentProblem);
    expect((problem as ContentProblem).message.split("\n")).toEqual([
      "content/notes/en/a.md: title: Invalid input: expected string, received number",
      'content/notes/en/c.md: front matter: Unrecognized key: "author"',
      "content/notes/en/My Note.md: the file name is the page's address: lowercase words joined by hyphens",
      'content/notes/en/e.md: its translation "f" is missing: there is no content/notes/id/f.md (deleted or renamed?). Pick its translation again under "Translation", or tick "Only in this language" to publish it alone',
    ]);
  });

  it("lists the problems of every collection together, whichever fails first", () => {
    const problems = new ContentProblems();
    const first = problems.attempt(() => load({ "content/notes/en/a.md": file("A", "b") }), undefined);
    const second = problems.attempt(() => load({ "content/notes/en/My Note.md": file("A") }), undefined);
    expect([first, second]).toEqual([undefined, undefined]);
    expect(() => problems.throwIfAny()).toThrow(
      /^content\/notes\/en\/a\.md: its translation "b" is missing.*\ncontent\/notes\/en\/My Note\.md: the file name/,
    );
    // Anything but a content problem is a bug, and is not hidden among them.
    expect(() => problems.attempt(() => JSON.parse("{"), undefined)).toThrow(SyntaxError);
  });
  it("publishes an item alone once its twin is deleted and it is marked for its language, a leftover link ignored", () => {
    const leftover = "---\ntitle: B\ntwin: a\nonlyInThisLanguage: true\n---\n\nBody.\n";
    expect(load({ "content/notes/id/b.md": leftover }).id.map((item) => item.slug)).toEqual(["b"]);
    // Still named as a translation by an item that is there: the two say different things.
    expect(() =>
      load({ "content/notes/id/b.md": leftover, "content/notes/en/a.md": file("A", "b") }),
    ).toThrow(
      /content\/notes\/id\/b\.md: it is marked "Only in this language" \("onlyInThisLanguage"\), but content\/notes\/en\/a\.md names it/,
    );
  });

  it("in the preview keeps a pair still being written, each half marked with what is missing", () => {
    const preview = (sources: Record<string, string>) =>
      loadCollection("notes", sources, schema, {
        twinOf: (data) => data.twin,
        onlyInItsLanguage: (data) => data.onlyInThisLanguage === true,
        mode: "preview",
      });
    // Step by step, as the editor's procedure writes a pair: the English item alone, then its twin naming
    // it, then the English item naming the twin.
    const english = "---\ntitle: A\n---\n\nBody.\n";
    const alone = preview({ "content/notes/en/a.md": english });
    expect(alone.en[0]?.previewOnly).toMatchObject({ reason: "unpaired", problem: /^it has no translation/ });
    const half = preview({ "content/notes/en/a.md": english, "content/notes/id/b.md": file("B", "a") });
    expect(half.en[0]?.previewOnly).toMatchObject({ problem: /^it has no translation/ });
    expect(half.id[0]?.previewOnly).toMatchObject({ problem: /names none: the two must name each other$/ });
    const pair = preview({
      "content/notes/en/a.md": file("A", "b"),
      "content/notes/id/b.md": file("B", "a"),
    });
    expect([pair.en[0]?.previewOnly, pair.id[0]?.previewOnly]).toEqual([undefined, undefined]);
    // Other problems still fail at once: only the pair is half done by design.
    expect(() => preview({ "content/notes/en/My Note.md": file("A") })).toThrow(/My Note\.md: the file name/);
  });
});

describe("a draft or an item dated later", () => {
  const schemaWithDraft = schema.extend({ draft: z.boolean().optional() });
  const waitingFile = (title: string, twin: string, draft: boolean) =>
    `---\ntitle: ${title}\ntwin: ${twin}\ndraft: ${draft}\n---\n\nBody.\n`;
  const sources = {
    "content/notes/en/a.md": waitingFile("A", "b", true),
    "content/notes/id/b.md": waitingFile("B", "a", false),
  };
  const loadIn = (mode: "build" | "preview") =>
    loadCollection("notes", sources, schemaWithDraft, {
      twinOf: (data) => data.twin,
      waiting: (data) => (data.draft ? { reason: "draft" } : undefined),
      mode,
    });

  it("is left out of the build, and its finished twin is published alone meanwhile", () => {
    const built = loadIn("build");
    expect(built.en).toEqual([]);
    expect(built.id.map((item) => [item.slug, item.previewOnly])).toEqual([["b", undefined]]);
  });

  it("is shown in the preview, marked, beside its twin", () => {
    const preview = loadIn("preview");
    expect(preview.en[0]?.previewOnly).toEqual({ reason: "draft" });
    expect(preview.id[0]?.previewOnly).toBeUndefined();
  });

  it("counts days in Jakarta: a new day starts there at 17:00 UTC", () => {
    expect(jakartaToday(Date.UTC(2026, 11, 24, 16, 59))).toBe("2026-12-24");
    expect(jakartaToday(Date.UTC(2026, 11, 24, 17, 0))).toBe("2026-12-25");
  });

  it("is, for a blog article, a date after today: published from that day on", () => {
    const article = { date: "2026-12-25" };
    expect(blogArticleWaits(article, "2026-12-24")).toEqual({ reason: "scheduled", date: "2026-12-25" });
    expect(blogArticleWaits(article, "2026-12-25")).toBeUndefined();
    expect(blogArticleWaits({ ...article, draft: true }, "2026-12-26")).toEqual({ reason: "draft" });
  });
});

describe("the blog's front matter", () => {
  const article = (motif: string) =>
    [
      "---",
      'title: "Annual leave rules in five Southeast Asian countries"',
      `description: "${"Statutory annual leave and carry-over in five countries, and how to write a policy. ".repeat(2).trim()}"`,
      "category: leave",
      `motif: ${motif}`,
      "author: Nur Aisyah",
      "authorRole: HR Consultant",
      "date: 2026-11-03",
      "onlyInThisLanguage: true",
      "---",
      "",
      "Body.",
    ].join("\n");
  const loadBlog = (motif: string) =>
    loadCollection("blog", { "content/blog/en/annual-leave.md": article(motif) }, blogFrontMatter, {
      twinOf: (data) => data.twin,
      onlyInItsLanguage: (data) => data.onlyInThisLanguage === true,
    });

  it("takes a motif the covers draw", () => {
    expect(loadBlog("leave-calendar").en[0]?.data.motif).toBe("leave-calendar");
  });

  it("fails the build, naming the file and the field, on a cover photo that is missing or undescribed", () => {
    const withCover = (lines: string) =>
      loadCollection(
        "blog",
        {
          "content/blog/en/annual-leave.md": article("leave-calendar").replace(
            "author:",
            `${lines}\nauthor:`,
          ),
        },
        blogFrontMatter,
        { twinOf: (data) => data.twin, onlyInItsLanguage: () => true, check: blogArticleProblem },
      );
    expect(() => withCover("cover: /media/blog/en/annual-leave/cover.jpg\ncoverAlt: Staff")).toThrow(
      /content\/blog\/en\/annual-leave\.md: cover: "\/media\/blog\/en\/annual-leave\/cover\.jpg": there is no file/,
    );
    expect(() => withCover("coverAlt: Staff at the counter")).toThrow(
      /content\/blog\/en\/annual-leave\.md: coverAlt describes a cover photo: add the cover/,
    );
  });

  it("fails the build, naming the file and the motifs there are, on a motif the covers do not draw", () => {
    expect(() => loadBlog("beach-umbrella")).toThrow(
      /content\/blog\/en\/annual-leave\.md: motif: .*expected one of "leave-calendar"/,
    );
  });
});

describe("a case study's front matter", () => {
  const story = (slug: string, lines: string[], person = "Dewi Lestari") =>
    [
      "---",
      "company_name: Warung Nusantara",
      ...(lines.some((line) => line.startsWith("key:")) ? [] : [`key: ${slug}`]),
      "industry: Restaurant chain",
      "sector: food-and-beverage",
      "desc: Twelve restaurants and their kitchens on one roster.",
      "employees: 240",
      "country: Indonesia",
      "features: [time, leave]",
      "results:",
      ...["a", "b", "c"].flatMap((value) => [`  - value: "${value}"`, "    label: recap"]),
      "quote: Our roster is done in an hour.",
      `quoteName: ${person}`,
      "quoteRole: Owner",
      ...lines,
      "---",
      "",
      "Body.",
    ].join("\n");
  const loadStory = (slug: string, lines: string[] = [], person?: string) =>
    loadCollection(
      "case-studies",
      { [`content/case-studies/en/${slug}.md`]: story(slug, lines, person) },
      caseStudyFrontMatter,
      { twinOf: () => undefined, onlyInItsLanguage: () => true, check: caseStudyProblem },
    );

  it("fails the build, naming the file and each field, when broken by hand", () => {
    const broken = story("warung-nusantara", [])
      .replace("employees: 240", "employees: many")
      .replace(/results:[\s\S]*?quote:/, 'results:\n  - value: "a"\n    label: recap\nquote:');
    expect(() =>
      loadCollection(
        "case-studies",
        { "content/case-studies/en/warung-nusantara.md": broken },
        caseStudyFrontMatter,
        {
          twinOf: () => undefined,
          onlyInItsLanguage: () => true,
        },
      ),
    ).toThrow(
      /content\/case-studies\/en\/warung-nusantara\.md: employees: .*\ncontent\/case-studies\/en\/warung-nusantara\.md: results: /,
    );
  });

  it("of a customer drawn for the site may go without its logo, banner and portrait files", () => {
    const [item] = loadStory("raza-kopi", [], "Rina Hartono").en;
    expect(item?.data.logo_img).toBeUndefined();
  });

  it.each([
    ["a new customer without a logo", "warung-nusantara", [], /warung-nusantara\.md: logo_img: upload it/],
    [
      "a logo file that is not there",
      "warung-nusantara",
      ["logo_img: /media/case-studies/en/warung-nusantara/missing.svg"],
      /warung-nusantara\.md: logo_img: .*there is no file/,
    ],
    [
      "a person without a drawn portrait or a photo",
      "raza-kopi",
      [],
      /raza-kopi\.md: quotePhoto: upload a photo of Dewi Lestari/,
    ],
    [
      "a translation at another address",
      "raza-kopi",
      ["key: raza-coffee"],
      /raza-kopi\.md: key: the translation has the same address, "raza-kopi"/,
    ],
  ])("fails the build, naming the file and the field, for %s", (_, slug, lines, message) => {
    expect(() => loadStory(slug, lines)).toThrow(message);
  });
});

describe("the site's collections", () => {
  it("has at least twelve blog articles per language, in at least five categories", () => {
    for (const lang of ["en", "id"] as const) {
      expect(blogArticles[lang].length).toBeGreaterThanOrEqual(12);
      const categories = new Set(blogArticles[lang].map((article) => article.data.category));
      expect(categories.size).toBeGreaterThanOrEqual(5);
      for (const category of categories) expect(blogCategoryKeys).toContain(category);
    }
    // An article without a translation exists in each language, for the language switch's fallback.
    for (const lang of ["en", "id"] as const) {
      expect(blogArticles[lang].some((article) => article.data.onlyInThisLanguage)).toBe(true);
    }
  });

  it("draws an article and its translation with the same motif", () => {
    for (const article of blogArticles.en) {
      const twin = blogArticles.id.find((other) => other.slug === article.data.twin);
      if (twin) expect(twin.data.motif, twin.file).toBe(article.data.motif);
    }
  });

  // The collections the site must carry: docs/product.md, Content the site must carry.
  it("has the seven case studies in both languages, one with an empty description", () => {
    const keys = [
      "fintech-company",
      "logistic-company",
      "mindray",
      "pemasok-perangkat-keras",
      "pt-alun",
      "pt-kasir-pintar",
      "raza-kopi",
    ];
    for (const lang of ["en", "id"] as const) {
      expect(caseStudies[lang].map((item) => item.data.key).sort()).toEqual(keys);
      const hardware = caseStudies[lang].find((item) => item.data.key === "pemasok-perangkat-keras");
      expect(hardware?.data.desc).toBe("");
    }
  });

  it("has at least four resources per language, with the translated pair", () => {
    for (const lang of ["en", "id"] as const) expect(resources[lang].length).toBeGreaterThanOrEqual(4);
    const digital = resources.en.find((item) => item.slug === "how-companies-are-going-digital");
    const twin = resources.id.find((item) => item.slug === digital?.data.twin);
    expect(twin?.slug).toBe("bagaimana-cara-perusahaan-menuju-digitalisasi");
  });

  it("has at least sixteen user-guide articles per language, each in a topic", () => {
    for (const lang of ["en", "id"] as const) {
      expect(guideArticles[lang].length).toBeGreaterThanOrEqual(16);
    }
  });

  // Loading the collection has checked each screen against the drawing's limits; a translation draws the
  // same screen in its own words, so its rows show the same states.
  it("draws the same screen in both languages of a user-guide article", () => {
    const states = (screen: PhoneScreen) => screen.rows.map((row) => row.status?.tone ?? "none");
    for (const article of guideArticles.en) {
      const twin = guideArticles.id.find((item) => item.slug === article.data.twin);
      expect(twin && states(twin.data.screen), article.file).toEqual(states(article.data.screen));
    }
  });

  it("fails the build, naming the file, on a screen text too long for the drawing", () => {
    const article = guideArticles.en[0];
    if (!article) throw new Error("the guide is empty");
    const frontMatter = stringify({
      ...article.data,
      screen: { ...article.data.screen, action: "Clock out and go home now" },
    });
    expect(() =>
      parseMarkdownFile("content/user-guide/en/x.md", `---\n${frontMatter}---\n`, guideFrontMatter),
    ).toThrow(/content\/user-guide\/en\/x\.md: screen\.action/);
  });
});

describe("the content's links to the site", () => {
  const addresses = new Set(siteAddresses());
  const note = (markdown: string) => [{ file: "content/notes/en/a.md", markdown }];

  it("knows the site's pages, collection items and files", () => {
    for (const path of [
      "/fitur/absensi",
      "/blog",
      "/blog/tips-hr",
      "/panduan-pengguna/ajukan-cuti",
      "/case-study/raza-kopi",
      "/case-studies/raza-kopi/logo-id.svg",
      "/scenes/warehouse.svg",
      "/blog/rss-id.xml",
      "/sitemap.xml",
    ]) {
      expect(addresses).toContain(path);
    }
  });

  it("fails the build, naming the file and the link, on a link to a missing page", () => {
    expect(() => checkSiteLinks(note("See [leave](/fitur/cuti) and [time](/fitur/absensi-harian)."))).toThrow(
      'content/notes/en/a.md: the link "/fitur/absensi-harian" leads to no page or file of the site',
    );
    expect(() => checkSiteLinks(note("![A cover](/blog-covers/en-no-such-article.svg)"))).toThrow(
      /a\.md: the link "\/blog-covers\/en-no-such-article\.svg"/,
    );
  });

  it("accepts a fragment and a query after a page's path, and leaves other sites' links alone", () => {
    expect(() =>
      checkInternalLinks(
        note("[a](/faq#akun) [b](/blog?lang=id) [c](https://example.com/x) [d](mailto:a@b.c) [e](#top)"),
        new Set(["/faq", "/blog"]),
      ),
    ).not.toThrow();
  });
});
