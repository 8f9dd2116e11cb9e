import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { Lang } from "../../core/routing/pages.ts";
import { ContentProblem } from "../schema/content-problem.ts";
import { fillPayrollFigures } from "./payroll-figures.ts";
import { regulationsSchema } from "./schema.ts";

export type RegulationFact = z.output<typeof regulationsSchema>["facts"][number];

const file = "content/regulations/indonesia.yaml";

/**
 * The facts, read from disk in the directory the site is built and served from, as the Markdown
 * collections are: the build's list of pages to prerender reads the collections, which name the facts,
 * before anything is bundled.
 */
function readFacts(): RegulationFact[] {
  let data: unknown;
  try {
    data = parse(readFileSync(join(process.cwd(), file), "utf8"));
  } catch (error) {
    throw new ContentProblem(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const result = regulationsSchema.safeParse(withPayrollFigures(data));
  if (!result.success) {
    throw new ContentProblem(`${file} does not fit its schema:\n${z.prettifyError(result.error)}`);
  }
  return result.data.facts;
}

/**
 * The facts with each `{rates:name}` of their words and figures filled from the payroll rates
 * (payroll-figures.ts): the words in their language, the figures as English writes them.
 */
function withPayrollFigures(data: unknown): unknown {
  if (typeof data !== "object" || data === null || !("facts" in data) || !Array.isArray(data.facts))
    return data;
  const fill = (key: string, value: unknown): unknown => {
    if (typeof value === "string" && (key === "en" || key === "id"))
      return fillPayrollFigures(value, key, file);
    if (key === "figures" && Array.isArray(value))
      return value.map((figure) =>
        typeof figure === "string" ? fillPayrollFigures(figure, "en", file) : figure,
      );
    return value;
  };
  return {
    ...data,
    facts: data.facts.map((fact: unknown) =>
      typeof fact === "object" && fact !== null
        ? Object.fromEntries(Object.entries(fact).map(([key, value]) => [key, fill(key, value)]))
        : fact,
    ),
  };
}

/** Indonesia's regulatory facts (indonesia.yaml), checked against their schema. */
export const regulationFacts: readonly RegulationFact[] = readFacts();

const byKey = new Map(regulationFacts.map((fact) => [fact.key, fact]));

/** `{fact:key}`: where a text states one of the facts. */
export const factSlot = /\{fact:([a-z0-9-]+)\}/g;

/**
 * The text with each `{fact:key}` replaced by the fact's words in `lang`. A key the facts do not hold fails
 * the build, naming the file (`where`) and the key.
 */
export function fillFacts(text: string, lang: Lang, where: string): string {
  if (!text.includes("{fact:")) return text;
  return text.replace(factSlot, (_slot, key: string) => {
    const fact = byKey.get(key);
    if (!fact)
      throw new ContentProblem(
        `${where}: {fact:${key}} names no fact of content/regulations/indonesia.yaml (${[...byKey.keys()].join(", ")})`,
      );
    return fact[lang];
  });
}

/** Every string of a data file's data with its facts filled (`fillFacts`). */
export function withFacts<Data>(data: Data, lang: Lang, where: string): Data {
  if (typeof data === "string") return fillFacts(data, lang, where) as Data;
  if (Array.isArray(data)) return data.map((item) => withFacts(item, lang, where)) as Data;
  if (typeof data !== "object" || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, withFacts(value, lang, where)]),
  ) as Data;
}
