import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
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
      code: `export default {"file":"${homeFile}","data":{"hero":{}}};`,
      map: null,
    });
  });
});
