import type { Lang } from "../../core/routing/pages.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import { calculatorPagesSchema } from "./schema.ts";
import type { CalculatorPagesContent } from "./types.ts";

/** The calculators' pages in each language; loaders only (the facts are read from disk). */
export const calculatorPagesContent: Record<Lang, CalculatorPagesContent> = readLanguages(
  calculatorPagesSchema,
  {
    en,
    id,
  },
);
