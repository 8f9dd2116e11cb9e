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
import { collectionListsSchema } from "../../content/collection-lists/schema.ts";
import { faqSchema } from "../../content/faq/schema.ts";
import { homeSchema } from "../../content/home/schema.ts";
import { leadPagesSchema } from "../../content/lead-pages/schema.ts";
import { plansSchema } from "../../content/pricing/plans.schema.ts";
import { pricingSchema } from "../../content/pricing/schema.ts";
import { readDataFile } from "../../content/schema/data-file.ts";
import { thankYouSchema } from "../../content/thank-you/schema.ts";
import { rootDir } from "../../scripts/repository-root.ts";
import { contentDataFiles } from "../../scripts/vite/content-data-plugin.ts";

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
    if (firstQuote) firstQuote.customer = "Acme Corp";
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
      code: [
        `export const file = "${homeFile}";`,
        'export const data = {"hero":{}};',
        "export default { file, data };",
      ].join("\n"),
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
      screens: { employee: BrokenScreen };
      countries: { value: { columns: string[] } };
      related: string[];
    }>(file);
    data.hero.points.push("A fourth point");
    data.screens.employee.highlight.value = "Far too long for the card";
    const row = data.screens.employee.rows[3];
    if (row) row.status = { label: "Pending", tone: "wait" };
    data.countries.value.columns.pop();
    data.related = ["time", "time", "leave"];
    expect(() => readDataFile(featurePageSchema, { file, data })).toThrowError(
      new RegExp(
        [
          `${file} does not fit its schema:`,
          "hero\\.points: .*",
          "screens\\.employee\\.highlight\\.value: .*",
          "screens\\.employee\\.rows\\.3\\.status(\\.discriminant)?: .*",
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

/** A data file as parsed, to break by hand; typed loosely, only the test's own edits reach into it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reaches into any field it breaks
type Loose = any;
const parsedLoosely = (file: string): Loose => parse(readFileSync(join(rootDir, file), "utf8"));

const kinds = [
  {
    name: "the FAQ page",
    schema: faqSchema,
    files: ["content/faq/en.yaml", "content/faq/id.yaml"],
    breakIt: (data: Loose) => {
      data.groups[1].id = "product";
      data.groups[0].items[1].id = data.groups[0].items[0].id;
    },
    faults: ["groups\\.1\\.id: .*twice", "groups\\.0\\.items\\.1\\.id: .*twice"],
  },
  {
    name: "the thank-you pages",
    schema: thankYouSchema,
    files: ["content/thank-you/en.yaml", "content/thank-you/id.yaml"],
    breakIt: (data: Loose) => {
      data.thankYouDemo.next = ["Only one step."];
      data.thankYou.primary.page = "contact";
      delete data.thankYouSubscribing.secondary;
    },
    faults: [
      "thankYou\\.primary\\.page: .*",
      "thankYouDemo\\.next: .*",
      "thankYouSubscribing\\.secondary: .*",
    ],
  },
  {
    name: "the form pages",
    schema: leadPagesSchema,
    files: ["content/lead-pages/en.yaml", "content/lead-pages/id.yaml"],
    breakIt: (data: Loose) => {
      data.requestDemo.points.pop();
      data.resource.pages = "{page} pages";
    },
    faults: [
      "requestDemo\\.points: .*",
      "resource\\.pages: Must contain \\{pages\\}",
      "resource\\.pages: Holds \\{page\\}.*",
    ],
  },
  {
    name: "the pricing page's words",
    schema: pricingSchema,
    files: ["content/pricing/en.yaml", "content/pricing/id.yaml"],
    breakIt: (data: Loose) => {
      data.currencyOrder[1] = data.currencyOrder[0];
      data.payroll.body = "From a price our sales team quotes.";
      data.faq.items[1].answer = "At least {minimum} users.";
    },
    faults: [
      "currencyOrder: .*missing.*",
      "payroll\\.body: Must contain \\{price\\}",
      "faq\\.items\\.1\\.answer: Holds \\{minimum\\}.*",
    ],
  },
  {
    name: "the list pages",
    schema: collectionListsSchema,
    files: ["content/collection-lists/en.yaml", "content/collection-lists/id.yaml"],
    breakIt: (data: Loose) => {
      data.blog.categoryTitle = "Articles";
      delete data.userGuide.topics.payroll;
      data.resources.lead = " ";
    },
    faults: [
      "blog\\.categoryTitle: Must contain \\{category\\}",
      "userGuide\\.topics\\.payroll: .*",
      "resources\\.lead: .*",
    ],
  },
  {
    name: "the prices and plans",
    schema: plansSchema,
    files: ["content/pricing/plans.yaml"],
    breakIt: (data: Loose) => {
      data.plans.growth.prices.IDR = -29_000;
      data.plans.business.prices.SGD = 4.53;
      delete data.payrollFrom.THB;
    },
    faults: [
      "plans\\.growth\\.prices\\.IDR: .*",
      "plans\\.business\\.prices\\.SGD: .*",
      "payrollFrom\\.THB: .*",
    ],
  },
];

describe.each(kinds)("$name", ({ schema, files, breakIt, faults }) => {
  it.each(files)("%s, as written, fits its schema", (file) => {
    expect(() => readDataFile(schema, { file, data: parsedLoosely(file) })).not.toThrow();
  });

  it("broken by hand, is refused with its name and each field at fault", () => {
    const [file = ""] = files;
    const data = parsedLoosely(file);
    breakIt(data);
    const refusal = (() => {
      try {
        readDataFile(schema, { file, data });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    })();
    expect(refusal).toMatch(new RegExp(`^${file} does not fit its schema:\\n`));
    for (const fault of faults) expect(refusal).toMatch(new RegExp(`^  ${fault}$`, "m"));
  });
});

it("refuses a Starter plan whose user limit is below the minimum users, with the field named", () => {
  const file = "content/pricing/plans.yaml";
  const data = parsedLoosely(file);
  data.plans.starter.maxUsers = 3;
  expect(() => readDataFile(plansSchema, { file, data })).toThrow(
    /\n {2}plans\.starter\.maxUsers: Below the minimum/,
  );
});

describe("the app stores", () => {
  it("link the App Store by Apple's numeric id", () => {
    const apple = brand.appStores.find((store) => store.store === "apple");
    expect(apple?.url).toMatch(/^https:\/\/apps\.apple\.com\/app\/[a-z0-9-]+\/id\d+$/);
  });
});
