import type { z } from "zod";
import type { calculatorPagesSchema } from "./schema.ts";

/** The calculators' pages in one language, as their schema (schema.ts) checks them. */
export type CalculatorPagesContent = z.output<typeof calculatorPagesSchema>;
export type CalculatorContent = CalculatorPagesContent["calculators"]["overtime"];
