import { config, singleton } from "@keystatic/core";
import { aboutSchema } from "../content/company/about.schema.ts";
import { conversionSchema } from "../content/company/conversion.schema.ts";
import { covidSchema } from "../content/company/covid.schema.ts";
import { homeSchema } from "../content/home/schema.ts";
import { editorFields } from "./fields.ts";

/**
 * What the marketing team edits, and where each entry is kept. Every kind of content is written once per
 * language, the two files side by side; the form of each comes from the schema the build checks the files
 * with (content/schema/kit.ts).
 */
const languages = [
  { lang: "en", name: "English" },
  { lang: "id", name: "Indonesian" },
] as const;

/** Pages written once per language, each a data file `content/<file>.<lang>.yaml`. */
const pages = [
  { key: "home", label: "Home page", file: "home/", schema: homeSchema },
  { key: "about", label: "About us", file: "company/about.", schema: aboutSchema },
  { key: "covid", label: "Workplace health", file: "company/covid.", schema: covidSchema },
  { key: "whatsapp", label: "WhatsApp page", file: "company/conversion.", schema: conversionSchema },
] as const;

const pageSingletons = Object.fromEntries(
  pages.flatMap(({ key, label, file, schema }) =>
    languages.map(({ lang, name }) => [
      `${key}-${lang}`,
      singleton({
        label: `${label} (${name})`,
        path: `content/${file}${lang}`,
        format: { data: "yaml" },
        schema: editorFields(schema),
      }),
    ]),
  ),
);

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Regu" },
    navigation: { Pages: Object.keys(pageSingletons) },
  },
  singletons: pageSingletons,
});
