import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { brand } from "../../content/brand.ts";
import { brandSchema } from "../../content/brand.schema.ts";
import { checkedBrand } from "../../content/brand.server.ts";
import { editorFields } from "../../editor/fields.ts";
import { projectManagementSchema } from "../../content/company/project-management.schema.ts";
import { featurePageSchema } from "../../content/feature-pages/schema.ts";
import { featureKeys } from "../../content/features.ts";
import { homeSchema } from "../../content/home/schema.ts";
import { readDataFile } from "../../content/schema/data-file.ts";
import { rootDir } from "../../scripts/start-args.ts";
import { contentDataFiles } from "../../scripts/content-data-plugin.ts";

const homeFile = "content/home/id.yaml";
/** The Indonesian home page's file as parsed, typed only where the test below breaks it. */
const home = () =>
  parse(readFileSync(join(rootDir, homeFile), "utf8")) as {
    hero: { title: string };
    workplaces: { items: unknown[] };
    proof: { quotes: { customer: string }[] };
    cta: Record<string, string>;
  };

describe("a content data file", () => {
  it("as written, fits its schema", () => {
    expect(readDataFile(homeSchema, { file: homeFile, data: home() }).hero.title).not.toBe("");
  });

  it("broken by hand, is refused with its name and each field at fault", () => {
    const data = home();
    data.hero.title = " ";
    data.workplaces.items.pop();
    const [firstQuote] = data.proof.quotes;
    if (firstQuote) firstQuote.customer = "acme";
    data.cta.extra = "a key the page does not have";
    expect(() => readDataFile(homeSchema, { file: homeFile, data })).toThrowError(
      new RegExp(
        [
          `${homeFile} does not fit its schema:`,
          "hero\\.title: .*",
          "workplaces\\.items: .*",
          "proof\\.quotes\\.0\\.customer: .*",
          "cta: .*extra.*",
        ].join("\\n  "),
      ),
    );
  });

  it("that is not YAML stops the build with its name", () => {
    const plugin = contentDataFiles(rootDir);
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(() => transform("hero: [unclosed", join(rootDir, homeFile))).toThrow(
      `${homeFile}: not valid YAML`,
    );
    expect(transform("hero: {}", join(rootDir, homeFile))).toEqual({
      code: `export default {"file":"${homeFile}","data":{"hero":{}}};`,
      map: null,
    });
  });
});

/** A data file as parsed, typed only where a test below breaks it. */
const parsed = <Shape>(file: string) => parse(readFileSync(join(rootDir, file), "utf8")) as Shape;

/** A phone screen's fields a test below breaks. */
interface BrokenScreen {
  highlight: { value: string };
  rows: { status?: unknown }[];
}

describe("a feature page's file", () => {
  const file = "content/feature-pages/en/overtime.yaml";
  const pages = readdirSync(join(rootDir, "content/feature-pages"), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".yaml"));

  it("as written, fits its schema, for every feature in both languages", () => {
    expect(pages.sort()).toEqual(
      ["en", "id"].flatMap((lang) => featureKeys.map((key) => `${lang}/${key}.yaml`)).sort(),
    );
    for (const page of pages) {
      const name = `content/feature-pages/${page}`;
      expect(readDataFile(featurePageSchema, { file: name, data: parsed(name) }).hero.title).not.toBe("");
    }
  });

  it("reads a part switched off in the editor, or left out, as no part at all", () => {
    const chat = parsed<{ countries?: unknown }>("content/feature-pages/en/chat.yaml");
    expect(chat.countries).toEqual({ discriminant: false });
    expect(readDataFile(featurePageSchema, { file, data: chat })).not.toHaveProperty("countries");
    delete chat.countries;
    expect(readDataFile(featurePageSchema, { file, data: chat })).not.toHaveProperty("countries");
    const overtime = readDataFile(featurePageSchema, { file, data: parsed(file) });
    expect(overtime.countries?.rows).toHaveLength(5);
    expect(overtime.screens.employee.rows[0]?.status).toEqual({ label: "Pending", tone: "wait" });
  });

  it("broken by hand, is refused with its name and each field at fault", () => {
    const data = parsed<{
      hero: { points: string[] };
      screens: { employee: BrokenScreen; manager: BrokenScreen };
      countries: { value: { columns: string[] } };
      related: string[];
    }>(file);
    data.hero.points.push("A fourth point");
    data.screens.employee.highlight.value = "Far too long for the card";
    const [row] = data.screens.manager.rows;
    if (row) row.status = { label: "Pending", tone: "wait" };
    data.countries.value.columns.pop();
    data.related = ["time", "time", "leave"];
    expect(() => readDataFile(featurePageSchema, { file, data })).toThrowError(
      new RegExp(
        [
          `${file} does not fit its schema:`,
          "hero\\.points: .*",
          "screens\\.employee\\.highlight\\.value: .*",
          "screens\\.manager\\.rows\\.0\\.status(\\.discriminant)?: .*",
          "countries\\.value\\.columns: .*",
          "related: .*twice.*",
        ].join("\\n  "),
      ),
    );
  });

  it("is a form in the editor whose optional parts are switched on and off", () => {
    const form = editorFields(featurePageSchema, { mediaFolder: "test" });
    expect(form.countries.kind).toBe("conditional");
  });
});

describe("the project-management page's file", () => {
  const file = "content/company/project-management.id.yaml";

  it("as written, fits its schema, in both languages", () => {
    for (const name of [file, "content/company/project-management.en.yaml"]) {
      expect(readDataFile(projectManagementSchema, { file: name, data: parsed(name) }).quote.name).not.toBe(
        "",
      );
    }
  });

  it("broken by hand, is refused with its name and each field at fault", () => {
    const data = parsed<{
      hero: { points: string[] };
      screen: { title: string; rows: unknown[] };
      capabilities: { items: unknown[] };
    }>(file);
    data.hero.points.pop();
    data.screen.title = "An app bar far too long for the phone";
    data.screen.rows.splice(1);
    data.capabilities.items.splice(2);
    expect(() => readDataFile(projectManagementSchema, { file, data })).toThrowError(
      new RegExp(
        [
          `${file} does not fit its schema:`,
          "hero\\.points: .*",
          "screen\\.title: .*",
          "screen\\.rows: .*",
          "capabilities\\.items: .*",
        ].join("\\n  "),
      ),
    );
  });
});

describe("the company's facts", () => {
  const file = "content/brand.json";
  const facts = () =>
    JSON.parse(readFileSync(join(rootDir, file), "utf8")) as {
      salesEmail: string;
      whatsapp: { number: string; message: { id?: string } };
      social: { url: string }[];
      appStores: { store: string }[];
    };

  it("as written, fit their schema, and are what the browser's code reads", () => {
    expect(readDataFile(brandSchema, { file, data: facts() })).toEqual(brand);
    expect(checkedBrand).toEqual(brand);
  });

  it("broken by hand, are refused with the file's name and each field at fault", () => {
    const data = facts();
    data.salesEmail = "sales at regu";
    data.whatsapp.number = "+62 811";
    delete data.whatsapp.message.id;
    const [profile] = data.social;
    if (profile) profile.url = "http://www.facebook.com/regu.app";
    const [store] = data.appStores;
    if (store) store.store = "amazon";
    expect(() => readDataFile(brandSchema, { file, data })).toThrowError(
      new RegExp(
        [
          `${file} does not fit its schema:`,
          "salesEmail: .*",
          "whatsapp\\.number: .*",
          "whatsapp\\.message\\.id: .*",
          "social\\.0\\.url: .*",
          "appStores\\.0\\.store: .*",
        ].join("\\n  "),
      ),
    );
  });
});
