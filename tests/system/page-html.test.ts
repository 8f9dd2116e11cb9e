import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionPages, findItem } from "../../app/collections/collection-pages.server.ts";
import { caseStudies } from "../../app/collections/collections.server.ts";
import { adminScreenPath } from "../../app/art/admin/admin-screens.ts";
import { adminScreensContent } from "../../content/admin-screens/index.ts";
import { brand } from "../../content/brand.ts";
import { aboutContent } from "../../content/company/index.ts";
import { customerKeys, isCustomerKey, isNamedCustomer } from "../../content/customers.ts";
import { featurePages } from "../../content/feature-pages/index.ts";
import { featureKeys, featurePage } from "../../content/features.ts";
import { homeContent } from "../../content/home/index.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { languageNames, languages, type Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { builtPage, builtPages, canonicalPages, dictionaries, otherLang } from "../support/built-pages.ts";
import {
  accessibleName,
  all,
  ancestor,
  images,
  parseHtml,
  regions,
  text,
  type HtmlDocument,
  type HtmlElement,
} from "../support/parsed-html.ts";
import { adminScreenPlacements } from "../support/admin-screen-placements.ts";

// What a visitor's browser is sent, read from the HTML without a browser: every built page's head, heading
// and language switch, the drawings and their descriptions, the customers and quotes a buyer weighs, and
// sitemap.xml and robots.txt. What needs a browser to lay out or run the page stays in tests/e2e.

let site: SiteProcess;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
}
const answers = new Map<string, Promise<Answer>>();

/** The server's answer to a GET, not following redirects (a page must answer at its own address). */
function get(path: string): Promise<Answer> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetch(site.url + path, { redirect: "manual" }).then(async (response) => ({
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body: await response.text(),
    }));
    answers.set(path, answer);
  }
  return answer;
}

const documents = new Map<string, HtmlDocument>();

/** The page at `path`, parsed, once it has answered 200 with HTML. */
async function pageAt(path: string): Promise<HtmlDocument> {
  const { status, contentType, body } = await get(path);
  expect(status, path).toBe(200);
  expect(contentType, path).toMatch(/^text\/html/);
  let document = documents.get(path);
  if (!document) documents.set(path, (document = parseHtml(body)));
  return document;
}

/** The only element the query finds, or the test fails saying how many there were. */
function only(found: HtmlElement[], what: string): HtmlElement {
  expect(found, what).toHaveLength(1);
  return found[0] as HtmlElement;
}

/** The path and query of an address: a page whose languages share a path tells them apart by `?lang=`. */
function pathnameOf(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const url = new URL(href.replace(/&amp;/g, "&"));
  return url.pathname + url.search;
}

/**
 * The page's banner: its `<header>` outside any article or section (an article's own header is no banner).
 */
function bannerOf(document: HtmlDocument, where: string): HtmlElement {
  const sectioning = ["article", "aside", "main", "nav", "section"];
  const banners = all(document, "header").filter((header) =>
    sectioning.every((tag) => ancestor(header, tag) === undefined),
  );
  return only(banners, `${where}: one banner <header>`);
}

/** The header's link to the page in `target`, the language switch (one per header). */
function languageLink(document: HtmlDocument, target: Lang, where: string): HtmlElement {
  const header = bannerOf(document, where);
  return only(all(header, "a", { hreflang: target }), `${where}: the header's link to "${target}"`);
}

/** A drawing's file, as the server sends it: found, and an SVG. */
async function expectSvgFile(src: string | undefined, where: string) {
  expect(src, `${where}: src`).toMatch(/^\/\S+/);
  const file = await get(src as string);
  expect(file.status, `${where}: ${src}`).toBe(200);
  expect(file.contentType, `${where}: ${src}`).toMatch(/^image\/svg\+xml/);
  return file.body;
}

describe("every built page", () => {
  for (const built of builtPages) {
    it(`${built.path} (${built.pageId}, ${built.lang}) answers with its own page and head`, async () => {
      const document = await pageAt(built.path);
      const html = only(all(document, "html"), "<html>");
      expect(html.attribs.lang).toBe(built.lang);
      expect(text(only(all(document, "h1"), "one h1"))).toBe(built.h1);

      const head = only(all(document, "head"), "<head>");
      expect(text(only(all(head, "title"), "<title>"))).not.toBe("");
      const description = only(all(head, "meta", { name: "description" }), "meta description");
      expect(description.attribs.content).toMatch(/\S/);

      const robots = all(head, "meta", { name: "robots" });
      if (built.indexable) {
        expect(robots, "no robots meta").toEqual([]);
        const canonical = only(all(head, "link", { rel: "canonical" }), "canonical link");
        expect(pathnameOf(canonical.attribs.href)).toBe(built.canonical[built.lang]);
        for (const [hreflang, path] of [
          ["en", built.canonical.en],
          ["id", built.canonical.id],
          ["x-default", built.canonical.en],
        ] as const) {
          const alternate = only(all(head, "link", { rel: "alternate", hreflang }), `hreflang ${hreflang}`);
          expect(pathnameOf(alternate.attribs.href), `hreflang ${hreflang}`).toBe(path);
        }
      } else {
        expect(only(robots, "robots meta").attribs.content).toBe("noindex, follow");
      }
    });
  }
});

/**
 * One page of each kind at its address and with its heading written out, in both languages, with the
 * language switch leading to the other one. The tests above take their expectations from the route table
 * and the content, so a wrong table or a heading lost on the way to the page would agree with itself there.
 * The not-found page's are in tests/e2e/not-found.spec.ts.
 */
const pageKinds: Array<{ kind: string; en: [path: string, h1: string]; id: [path: string, h1: string] }> = [
  {
    kind: "home page",
    en: ["/", "Run your whole workforce from one app."],
    id: ["/beranda", "Kelola seluruh tim Anda dari satu aplikasi."],
  },
  {
    kind: "feature page",
    en: ["/features/time", "Know who is at work, at which site, and since when"],
    id: ["/fitur/absensi", "Tahu siapa yang sudah masuk, di lokasi mana, dan jam berapa"],
  },
  {
    kind: "pricing page",
    en: ["/pricing", "Pay only for the people who use Regu"],
    id: ["/harga", "Bayar hanya untuk karyawan yang memakai Regu"],
  },
  {
    kind: "blog list",
    en: ["/blog", "Practical HR for teams in Southeast Asia"],
    id: ["/blog?lang=id", "Praktik HR untuk tim di Asia Tenggara"],
  },
  {
    kind: "blog article",
    en: [
      "/blog/leave-management/annual-leave-and-carry-over-in-southeast-asia",
      "Annual leave and carry-over rules in five Southeast Asian countries",
    ],
    id: [
      "/blog/cuti/hak-cuti-tahunan-dan-sisa-cuti-di-asia-tenggara",
      "Hak cuti tahunan dan aturan sisa cuti di lima negara Asia Tenggara",
    ],
  },
  {
    kind: "case study",
    en: ["/case-study/raza-kopi", "Raza Kopi"],
    id: ["/studi-kasus/raza-kopi", "Raza Kopi"],
  },
  {
    kind: "user guide article",
    en: ["/user-guide/request-leave", "Request leave from the app"],
    id: ["/panduan-pengguna/ajukan-cuti", "Ajukan cuti dari aplikasi"],
  },
  {
    kind: "resource page",
    en: [
      "/download-resources/month-end-attendance-and-payroll-checklist",
      "Month-end attendance and payroll checklist",
    ],
    id: [
      "/unduh-materi/daftar-periksa-absensi-dan-penggajian-akhir-bulan",
      "Daftar periksa absensi dan penggajian akhir bulan",
    ],
  },
  {
    kind: "lead form page",
    en: ["/request-demo", "See Regu run your workforce in 30 minutes"],
    id: ["/jadwalkan-demo", "Lihat cara Regu mengelola tim Anda dalam 30 menit"],
  },
  {
    kind: "legal page",
    en: ["/privacy-policy", "Privacy Policy"],
    id: ["/kebijakan-privasi", "Kebijakan Privasi"],
  },
  {
    kind: "FAQ",
    en: ["/faq", "Frequently asked questions"],
    id: ["/tanya-jawab", "Pertanyaan yang sering diajukan"],
  },
  {
    kind: "about page",
    en: ["/about-us", "We built the app we wished we had when we ran HR"],
    id: ["/tentang-kami", "Aplikasi yang dulu kami butuhkan saat mengelola SDM"],
  },
];

describe("one page of each kind, written out", () => {
  for (const { kind, en, id } of pageKinds) {
    it(`the ${kind} answers at its address in each language, with its heading and its twin`, async () => {
      for (const [lang, [path, h1], other, [twinPath]] of [
        ["en", en, "id", id],
        ["id", id, "en", en],
      ] as const) {
        const document = await pageAt(path);
        expect(only(all(document, "html"), path).attribs.lang, path).toBe(lang);
        expect(text(only(all(document, "h1"), `${path}: one h1`)), path).toBe(h1);
        expect(languageLink(document, other, path).attribs.href, path).toBe(twinPath);
      }
    });
  }
});

describe("the lead forms", () => {
  const formPages = [
    { en: "/request-demo", id: "/jadwalkan-demo" },
    { en: "/contact-us", id: "/hubungi-kami" },
    { en: "/registration", id: "/registrasi" },
    {
      en: "/download-resources/month-end-attendance-and-payroll-checklist",
      id: "/unduh-materi/daftar-periksa-absensi-dan-penggajian-akhir-bulan",
    },
  ];

  it("say where the data is given who uses it, and link the privacy policy in the page's language", async () => {
    for (const paths of formPages)
      for (const lang of languages) {
        const path = paths[lang];
        const words = formWords[lang].privacyNotice;
        const form = only(
          all(await pageAt(path), "form", { method: "post", "aria-labelledby": true }),
          `${path}: one lead form`,
        );
        const notice = only(
          all(form, "p").filter((p) => text(p).startsWith(words.before.trim())),
          `${path}: the privacy notice`,
        );
        expect(text(notice), path).toBe(`${words.before}${words.link}${words.after}`.replace(/\s+/g, " "));
        const link = only(all(notice, "a"), `${path}: the notice's link`);
        expect(link.attribs.href, path).toBe(pathTo("privacy", lang));
      }
  });

  it("ask the registration's consent to the terms alone, apart from the privacy policy", async () => {
    for (const lang of languages) {
      const path = formPages[2]?.[lang] ?? "";
      const box = only(all(await pageAt(path), "input", { name: "terms" }), `${path}: the terms box`);
      const label = only(
        all(await pageAt(path), "label", { for: box.attribs.id ?? "" }),
        `${path}: its label`,
      );
      const terms = formWords[lang].fields.terms;
      expect(text(label), path).toContain(`${terms.before}${terms.termsLink}${terms.after}`.trim());
      expect(
        all(label, "a").map((a) => a.attribs.href),
        `${path}: the label links the terms only`,
      ).toEqual([pathTo("terms", lang)]);
    }
  });
});

describe("the header's language switch", () => {
  for (const built of builtPages) {
    const target = otherLang(built.lang);
    it(`${built.path}: leads to ${built.twinPath}, named in the page's language`, async () => {
      const link = languageLink(await pageAt(built.path), target, built.path);
      expect(link.attribs.href).toBe(built.twinPath);
      // The visible code first (WCAG 2.5.3 "label in name"), then what the link does.
      expect(accessibleName(link)).toBe(
        `${languageNames[target].short} – ${dictionaries[built.lang].language.switchTo}`,
      );
      // The twin is the same page in the other language.
      expect(builtPage(built.pageId, target).path).toBe(built.twinPath);
    });
  }

  // A content item's translation is its content's to say (its loader's language links), not the route table's.
  it("of a resource whose translation has another address leads to that address", async () => {
    const resources = collectionPages.resources;
    const indonesian = findItem(resources, "id", "bagaimana-cara-perusahaan-menuju-digitalisasi");
    const english = findItem(resources, "en", "how-companies-are-going-digital");
    if (!indonesian || !english) throw new Error("the translated resource of docs/product.md is missing");
    const from = resources.path(indonesian);
    const to = resources.path(english);
    expect(to.endsWith(indonesian.slug), "the twin has an address of its own").toBe(false);
    expect(languageLink(await pageAt(from), "en", from).attribs.href).toBe(to);
    expect(text(only(all(await pageAt(to), "h1"), `${to}: one h1`))).toBe(english.data.title);
  });
});

/** The home page's workplaces, word for word as a visitor reads them under each drawing. */
const workplaces = {
  en: {
    heading: "Made for teams that work away from a desk",
    figures: [
      [
        "Warehouses and factories",
        "Shift crews clock in at the gate with a selfie, and only inside the site's geofence.",
      ],
      ["Outlets and cafés", "Baristas and shop staff see the new roster and chat with their outlet's group."],
      [
        "Field teams",
        "Technicians and sales reps work through each visit's checklist and add photos as proof.",
      ],
    ],
  },
  id: {
    heading: "Dibuat untuk tim yang tidak bekerja di balik meja",
    figures: [
      [
        "Gudang dan pabrik",
        "Kru shift absen dengan selfie di gerbang, dan hanya bisa dari dalam geofence lokasi.",
      ],
      [
        "Outlet dan kafe",
        "Barista dan staf toko melihat jadwal shift terbaru dan mengobrol di grup outlet mereka.",
      ],
      [
        "Tim lapangan",
        "Teknisi dan sales mengerjakan checklist setiap kunjungan dan melampirkan foto sebagai bukti.",
      ],
    ],
  },
} as const;

/** The one image a screen reader announces with exactly this name. */
function imageNamed(scope: HtmlDocument | HtmlElement, name: string, where: string): HtmlElement {
  return only(
    images(scope)
      .filter((image) => image.name === name)
      .map((image) => image.element),
    `${where}: the image "${name}"`,
  );
}

/** Whether a media query of the kinds the site writes holds on a screen this wide. */
function mediaHolds(media: string, width: number): boolean {
  return media.split(/\s+and\s+/).every((feature) => {
    const match = /^\((min|max)-width:\s*(\d+)px\)$/.exec(feature.trim());
    if (!match) throw new Error(`a media query this test cannot read: ${media}`);
    const limit = Number(match[2]);
    return match[1] === "min" ? width >= limit : width <= limit;
  });
}

/** The file a browser this wide draws for a `<picture>`: its first source whose media holds, else the img. */
function drawnAt(picture: HtmlElement, width: number): string | undefined {
  const source = all(picture, "source").find((candidate) =>
    mediaHolds(candidate.attribs.media ?? "all", width),
  );
  const img = only(all(picture, "img"), "the picture's img");
  // Each of the site's sources names one file, with or without its width.
  return source ? source.attribs.srcset?.trim().split(/\s+/)[0] : img.attribs.src;
}

describe("the drawings", () => {
  for (const lang of languages) {
    const { heading, figures } = workplaces[lang];
    const home = builtPage("home", lang).path;

    it(`home (${lang}) shows the three workplaces, each drawn and captioned`, async () => {
      const section = only(regions(await pageAt(home), heading), `the region "${heading}"`);
      const shown = all(section, "figure");
      expect(shown).toHaveLength(3);
      for (const [index, [title, caption]] of figures.entries()) {
        const figure = shown[index] as HtmlElement;
        expect(text(only(all(figure, "h3"), title))).toBe(title);
        expect(
          all(figure, "*").some((element) => text(element) === caption),
          caption,
        ).toBe(true);
        // Beside its caption the drawing says nothing more to a screen reader.
        const image = only(all(figure, "img"), `${title}: img`);
        expect(image.attribs.alt).toBe("");
        await expectSvgFile(image.attribs.src, title);
      }
    });

    for (const key of featureKeys) {
      const path = builtPage(featurePage[key], lang).path;
      it(`${path} shows its workplace, described in the page's language`, async () => {
        const image = imageNamed(await pageAt(path), featurePages[lang][key].scene.alt, path);
        await expectSvgFile(image.attribs.src, path);
      });
    }

    it(`the about page (${lang}) shows a workplace beside its story`, async () => {
      const { path } = builtPage("about", lang);
      const image = imageNamed(await pageAt(path), aboutContent[lang].story.scene.alt, path);
      await expectSvgFile(image.attribs.src, path);
    });
  }

  // The web dashboard's screens (docs/decisions/0012-admin-screens.md): named in the page's language, the
  // whole dashboard on a desktop and the narrow drawing on a phone.
  const placements = adminScreenPlacements;
  for (const lang of languages) {
    for (const { page: pageId, screen } of placements) {
      const key = screen(lang);
      const { path } = builtPage(pageId, lang);
      it(`${path} shows the dashboard's ${key} screen, described and captioned, wide on a desktop and narrow on a phone`, async () => {
        const { alt, caption } = adminScreensContent[lang][key];
        const image = imageNamed(await pageAt(path), alt, path);
        const figure = ancestor(image, "figure");
        expect(figure && text(figure), "the figure's caption").toContain(caption);
        const picture = ancestor(image, "picture");
        if (!picture) throw new Error(`${path}: the ${key} screen is no <picture>`);
        expect(drawnAt(picture, 1280), "at 1280 px").toBe(adminScreenPath(key, lang, "wide"));
        expect(drawnAt(picture, 375), "at 375 px").toBe(adminScreenPath(key, lang, "narrow"));
        for (const variant of ["wide", "narrow"] as const) {
          await expectSvgFile(adminScreenPath(key, lang, variant), `${path} (${variant})`);
        }
      });
    }
  }
});

/**
 * The proof a buyer weighs: the customers on the home page, the people quoted and the stories a case study
 * points to. A customer who is not named in their story is never drawn as a logo; what the page shows of
 * them is a figure their story carries.
 */
describe("the customers and the people quoted", () => {
  const storyOf = (lang: Lang, key: string) => {
    const item = caseStudies[lang].find((candidate) => candidate.slug === key);
    if (!item) throw new Error(`the ${lang} case study ${key} is missing`);
    return item;
  };
  const unnamed = customerKeys.filter((key) => !isNamedCustomer(key));
  const named = customerKeys.filter(isNamedCustomer);
  const firstFigure = (story: ReturnType<typeof storyOf>) => {
    const figure = story.data.results[0];
    if (!figure) throw new Error(`${story.slug} has no result`);
    return figure.value;
  };

  for (const lang of languages) {
    const home = pathTo("home", lang);
    const stripOf = async () =>
      only(regions(await pageAt(home), homeContent[lang].proof.logosLabel), "the customers' strip");

    it(`the home page's customers (${lang}): marks of the named, figures of the others`, async () => {
      const strip = await stripOf();
      // A mark for each customer named in their story, and no mark for the others, in either wording.
      expect(images(strip)).toHaveLength(named.length);
      for (const key of named) imageNamed(strip, storyOf(lang, key).data.company_name, key);
      const everyImage = images(await pageAt(home)).map((image) => image.name.toLowerCase());
      for (const key of unnamed) {
        const name = storyOf(lang, key).data.company_name.toLowerCase();
        expect(
          everyImage.filter((image) => image.includes(name)),
          key,
        ).toEqual([]);
      }
      const drawnWords = all(strip, "svg").flatMap((svg) => all(svg, "text").map(text));
      expect(drawnWords.filter((words) => /perusahaan|company|supplier|pemasok/i.test(words))).toEqual([]);

      // Each of the others is a card that links to its story and shows a figure of that story.
      for (const key of unnamed) {
        const story = storyOf(lang, key);
        const item = only(all(strip, "li", { "data-unnamed-customer": key }), key);
        const card = only(all(item, "a"), `${key}: card`);
        expect(text(card), key).toContain(story.data.industry);
        expect(text(card), key).toContain(firstFigure(story));
        expect(card.attribs.href, key).toBe(collectionPages.caseStudies.path(story));
      }
    });

    it(`a card of an unnamed customer leads to a story that shows its figure (${lang})`, async () => {
      const strip = await stripOf();
      for (const key of unnamed) {
        const story = storyOf(lang, key);
        const card = only(all(strip, "li", { "data-unnamed-customer": key }), key);
        const figure = text(only(all(card, "strong"), `${key}: figure`));
        const href = only(all(card, "a"), `${key}: card`).attribs.href ?? "";
        expect(href).toBe(collectionPages.caseStudies.path(story));
        const storyPage = await pageAt(href);
        expect(text(only(all(storyPage, "h1"), `${href}: one h1`))).toBe(story.data.company_name);
        const main = only(all(storyPage, "main"), `${href}: <main>`);
        expect(
          all(main, "*").some((element) => text(element) === figure),
          `${href} shows ${figure}`,
        ).toBe(true);
      }
    });

    it(`every quote shows its person's portrait (${lang})`, async () => {
      for (const path of [home, collectionPages.caseStudies.path(storyOf(lang, "raza-kopi"))]) {
        const quotes = all(await pageAt(path), "figure").filter((figure) => all(figure, "blockquote").length);
        const captions = quotes.flatMap((figure) => all(figure, "figcaption"));
        expect(captions.length, `${path}: quotes`).toBeGreaterThan(0);
        for (const caption of captions) {
          const portrait = only(all(caption, "img"), `${path}: ${text(caption)}`);
          // The person's name is written beside it: the portrait needs no words of its own.
          expect(portrait.attribs.alt).toBe("");
          // The illustrated portrait, not the old hand-drawn one.
          expect(await expectSvgFile(portrait.attribs.src, path)).toMatch(/Avataaars/);
        }
      }
    });

    it(`the stories under a case study show their picture, industry and figure (${lang})`, async () => {
      const path = collectionPages.caseStudies.path(storyOf(lang, "raza-kopi"));
      const more = only(
        all(await pageAt(path), "section", { "aria-labelledby": "more-title" }),
        "more stories",
      );
      const cards = all(more, "li");
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        const href = all(card, "a")[0]?.attribs.href ?? "";
        const story = caseStudies[lang].find((item) => collectionPages.caseStudies.path(item) === href);
        if (!story) throw new Error(`${href} is no case study`);
        expect(text(card), href).toContain(story.data.industry);
        expect(text(card), href).toContain(firstFigure(story));
        const pictures = all(card, "img");
        expect(pictures[0]?.attribs.src, href).toMatch(/\S/);
        // A mark only for a customer named in their story.
        const marks = isCustomerKey(story.slug) && isNamedCustomer(story.slug) ? 1 : 0;
        expect(pictures, href).toHaveLength(1 + marks);
      }
    });
  }
});

/**
 * The reader's country first (docs/product.md): on Indonesian pages Jakarta, the head office, leads every
 * list of offices and the Indonesian customers lead the lists of customers; English pages keep the order of
 * the data. The expected order is written out here, not derived from the ordering it checks.
 */
describe("the reader's country first", () => {
  const addressOf = (code: string) => brand.offices.find((office) => office.countryCode === code)?.address;
  const officeOrder: Record<Lang, string[]> = {
    en: ["MY", "ID", "PH", "TH", "SG"],
    id: ["ID", "MY", "PH", "TH", "SG"],
  };
  const addressesIn = (scope: HtmlElement) => all(scope, "address").map(text);

  for (const lang of languages) {
    const expected = officeOrder[lang].map(addressOf);

    it(`lists the offices in one order on every page (${lang})`, async () => {
      for (const page of ["home", "contact", "about"] as const) {
        const path = pathTo(page, lang);
        const html = await pageAt(path);
        expect(addressesIn(only(all(html, "footer"), `${path}: footer`)), `${path}: footer`).toEqual(
          expected,
        );
        const main = addressesIn(only(all(html, "main"), `${path}: <main>`));
        if (page !== "home") expect(main, `${path}: office cards`).toEqual(expected);
        if (page === "contact") continue;
        const organization = all(html, "script", { type: "application/ld+json" })
          .map(
            (script) =>
              JSON.parse(text(script)) as { "@type"?: string; address?: { streetAddress: string }[] },
          )
          .find((data) => data["@type"] === "Organization");
        expect(
          organization?.address?.map((address) => address.streetAddress),
          `${path}: Organization`,
        ).toEqual(expected);
      }
    });
  }

  const indonesian = (item: (typeof caseStudies)["id"][number]) => item.data.country === "Indonesia";

  it("on the Indonesian home page, the Indonesian customers' results and quotes come first", async () => {
    const home = await pageAt(pathTo("home", "id"));
    const strip = only(regions(home, homeContent.id.proof.logosLabel), "the customers' strip");
    const unnamedCards = all(strip, "li")
      .map((item) => item.attribs["data-unnamed-customer"])
      .filter(Boolean);
    expect(unnamedCards[0]).toBe("pemasok-perangkat-keras");
    const quoted = all(home, "figure")
      .filter((figure) => all(figure, "blockquote").length)
      .map((figure) => text(only(all(figure, "figcaption"), "caption")));
    const storyOfCaption = (caption: string) =>
      caseStudies.id.find((item) => caption.endsWith(item.data.company_name));
    const countries = quoted.map((caption) => storyOfCaption(caption)?.data.country);
    expect(countries[0]).toBe("Indonesia");
    // Every Indonesian quote before any other.
    expect(countries).toEqual(
      [...countries].sort((a, b) => Number(b === "Indonesia") - Number(a === "Indonesia")),
    );
  });

  it("the Indonesian case-study list shows the Indonesian stories first; the English list keeps its order", async () => {
    for (const lang of languages) {
      const list = only(all(await pageAt(pathTo("caseStudies", lang)), "main"), "<main>");
      const shown = all(list, "h2").map(text);
      const stories = caseStudies[lang];
      const expected =
        lang === "id"
          ? [...stories.filter(indonesian), ...stories.filter((item) => !indonesian(item))]
          : stories;
      expect(shown, lang).toEqual(expected.map((item) => item.data.company_name));
    }
  });
});

describe("the case-study list", () => {
  it("gives every card the same parts: industry, name, a few words and the headline figure", async () => {
    for (const lang of languages) {
      const main = only(all(await pageAt(pathTo("caseStudies", lang)), "main"), "<main>");
      const cards = all(main, "li").filter((item) => all(item, "h2").length === 1);
      expect(cards).toHaveLength(caseStudies[lang].length);
      for (const card of cards) {
        const name = text(only(all(card, "h2"), "name"));
        const story = caseStudies[lang].find((item) => item.data.company_name === name);
        if (!story) throw new Error(`${name} is no case study`);
        expect(text(card), name).toContain(story.data.industry);
        expect(text(card), name).toContain(story.data.results[0]?.value);
        const words = all(card, "p").map(text);
        // A few words on the company: its description, or its story's first sentence when it has none.
        expect(
          words.some((line) => line.length > 40 && (!story.data.desc || line === story.data.desc)),
          name,
        ).toBe(true);
      }
    }
  });
});

describe("an article whose address changed", () => {
  it("answers its old address with a 301 to the new one, whose words it now matches", async () => {
    const response = await fetch(`${site.url}/blog/cuti/cuti-sakit-dan-surat-dokter-di-asia-tenggara`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog/cuti/izin-sakit-dan-surat-dokter-di-asia-tenggara");
    const article = await pageAt("/blog/cuti/izin-sakit-dan-surat-dokter-di-asia-tenggara");
    expect(text(only(all(article, "h1"), "h1"))).toMatch(/^Izin sakit/);
  });
});

describe("for search engines", () => {
  it("sitemap.xml lists the indexable pages with their language alternates, and no thank-you page", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
      loc: pathnameOf(/<loc>([^<]+)<\/loc>/.exec(body)?.[1]),
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, hreflang = "", href = ""]) => [hreflang, pathnameOf(href)],
        ),
      ),
    }));

    const locs = entries.map((entry) => entry.loc);
    expect(
      locs.filter((loc, index) => locs.indexOf(loc) !== index),
      "one entry per address",
    ).toEqual([]);

    for (const built of canonicalPages.filter((page) => page.indexable)) {
      const entry = entries.find((candidate) => candidate.loc === built.path);
      expect(entry, `sitemap entry for ${built.path}`).toBeDefined();
      expect(entry?.alternates).toEqual({
        en: built.canonical.en,
        id: built.canonical.id,
        "x-default": built.canonical.en,
      });
    }
    expect(entries.map((entry) => entry.loc)).toEqual(expect.arrayContaining(["/", "/beranda"]));

    const listed = entries.flatMap((entry) => [entry.loc, ...Object.values(entry.alternates)]);
    for (const built of builtPages.filter((page) => !page.indexable)) {
      expect(listed, `${built.path} must not be in the sitemap`).not.toContain(built.path);
    }
  });

  it("robots.txt names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^text\/plain/);
    const sitemap = /^Sitemap: (\S+)$/m.exec(response.body)?.[1];
    expect(sitemap, "a Sitemap: line").toBeDefined();
    expect(pathnameOf(sitemap)).toBe("/sitemap.xml");
  });
});
