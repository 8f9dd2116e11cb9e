import { Lexer, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import {
  pdfPageCount,
  pdfText,
  readResourceDocuments,
  renderResourcePdf,
  type ResourceDocument,
} from "../../app/downloads/resource-pdf.server.ts";

const documents = readResourceDocuments();

/** The PDF's bytes as a string, one character per byte: its syntax is ASCII. */
const bytes = (pdf: Buffer) => pdf.toString("latin1");

const pageCount = pdfPageCount;

/**
 * The text an uncompressed PDF draws, in drawing order: pdfkit writes each run as hex strings in a TJ
 * array, split where kerning moves a letter. Runs are joined with a space, so only words are compared.
 */
function drawnText(pdf: Buffer): string {
  const runs = [...bytes(pdf).matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ/g)].map((array) =>
    [...(array[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
      .join(""),
  );
  return runs.join(" ");
}

/** Words only: the PDF sets curly quotes and wraps lines where the Markdown has neither. */
const words = (text: string) =>
  text
    .replace(/[\u2018\u2019']/g, "'")
    .replace(/[\u201c\u201d"]/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** An entry of the document's information dictionary, as written: pdfkit puts each in an object. */
function info(pdf: Buffer, key: string): string | undefined {
  const source = bytes(pdf);
  const object = (ref: string) => new RegExp(`\\n${ref} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(source)?.[1];
  const dictionary = object(/\/Info (\d+) 0 R/.exec(source)?.[1] ?? "none") ?? "";
  const value = new RegExp(`/${key} (\\d+ 0 R|\\([^)]*\\)|<[0-9a-f]*>)`).exec(dictionary)?.[1];
  const ref = value && /^(\d+) 0 R$/.exec(value);
  return ref ? object(ref[1] ?? "")?.trim() : value;
}

/** How pdfkit writes a string of the document's information dictionary. */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[()\\]/g, "\\$&")})`;
  const utf16 = Buffer.from(`\ufeff${text}`, "utf16le").swap16();
  return `<${utf16.toString("hex")}>`;
}

const firstHeading = (resource: ResourceDocument) => {
  const heading = Lexer.lex(resource.markdown).find(
    (token): token is Tokens.Heading => token.type === "heading",
  );
  if (!heading) throw new Error(`${resource.file} has no heading`);
  return heading.text;
};

describe("the resource PDFs", () => {
  it("cover every resource in both languages", () => {
    expect(documents.filter((resource) => resource.lang === "en")).toHaveLength(4);
    expect(documents.filter((resource) => resource.lang === "id")).toHaveLength(4);
    for (const resource of documents) expect(resource.markdown).not.toMatch(/^---/);
  });

  it.each(documents.map((resource) => [resource.file, resource] as const))(
    "%s: a real PDF with its title, language and first heading",
    async (_, resource) => {
      const pdf = await renderResourcePdf(resource, { compress: false, siteUrl: "https://regu.example" });
      const source = bytes(pdf);
      expect(source.startsWith("%PDF-")).toBe(true);
      expect(source.trimEnd().endsWith("%%EOF")).toBe(true);
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
      // The page count the resource's page shows is the PDF's own.
      expect(pageCount(pdf)).toBe(resource.data.pages);
      expect(info(pdf, "Title")).toBe(pdfString(resource.data.title));
      expect(info(pdf, "Author")).toBe("(Regu)");
      expect(info(pdf, "Subject")).toBe(pdfString(resource.data.description));
      expect(source).toContain(`/Lang (${resource.lang})`);

      const text = words(drawnText(pdf));
      expect(text).toContain(words(pdfText(firstHeading(resource))));
      expect(text).toContain(words(pdfText(resource.data.title)).split(" ")[0]);
      expect(text).toContain("sales@regu.example");
      expect(source).toContain("(https://regu.example/");
    },
  );

  it("have as many pages in Indonesian as in English", async () => {
    for (const english of documents.filter((resource) => resource.lang === "en")) {
      const twin = documents.find(
        (resource) => resource.lang === "id" && resource.slug === english.data.twin,
      );
      if (!twin) throw new Error(`${english.file} has no Indonesian version`);
      const pages = async (resource: ResourceDocument) => pageCount(await renderResourcePdf(resource));
      expect(await pages(twin), twin.file).toBe(await pages(english));
      expect(twin.data.pages, twin.file).toBe(english.data.pages);
    }
  });

  it("label the pages in the document's language", async () => {
    const indonesian = documents.find((resource) => resource.lang === "id");
    const english = documents.find((resource) => resource.lang === "en");
    if (!indonesian || !english) throw new Error("a language has no resource");
    const id = drawnText(await renderResourcePdf(indonesian, { compress: false }));
    const en = drawnText(await renderResourcePdf(english, { compress: false }));
    expect(id).toMatch(/Halaman 2 dari \d+/);
    expect(id).toContain("Yang akan Anda pelajari".toUpperCase());
    expect(id).not.toMatch(/Page \d+ of/);
    expect(en).toMatch(/Page 2 of \d+/);
    expect(en).not.toMatch(/Halaman \d+ dari/);
  });

  it("give the same bytes for the same resource", async () => {
    for (const resource of documents.slice(0, 2)) {
      const first = await renderResourcePdf(resource);
      const second = await renderResourcePdf(resource);
      expect(first.equals(second)).toBe(true);
    }
  });

  it("repeat a long table's header on every page it runs over", async () => {
    const rows = Array.from(
      { length: 90 },
      (_, index) => `| Week ${index + 1} | ${index} | Rp ${index * 1000} |`,
    );
    const [base] = documents;
    if (!base) throw new Error("no resource to start from");
    const resource: ResourceDocument = {
      ...base,
      markdown: `## A long table\n\n| Period | Hours | Pay amount |\n| --- | --- | --- |\n${rows.join("\n")}\n`,
    };
    const pdf = await renderResourcePdf(resource, { compress: false });
    const text = drawnText(pdf);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    // The header is drawn once on each page the table runs over: at least three for 90 rows.
    expect(text.match(/Pay amount/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(text).toContain("Week 90");
    // No row is lost or split: each week appears exactly once.
    for (const week of [1, 45, 90]) expect(text.match(new RegExp(`Week ${week}\\b`, "g"))).toHaveLength(1);
  });

  it("can draw every character of every resource", () => {
    for (const resource of documents) {
      const all = [
        resource.markdown,
        resource.data.title,
        resource.data.summary,
        ...resource.data.learn,
      ].join("\n");
      const drawn = pdfText(all);
      expect(drawn, resource.file).toMatch(
        /^[\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/,
      );
    }
    expect(pdfText("≥ 4 → done ✓ H − 1")).toBe(">= 4 -> done v H \u2013 1");
    expect(() => pdfText("done 🎉")).toThrow(/cannot be drawn/);
  });
});
