import type { z } from "zod";
import type { faqSchema } from "./schema.ts";

/** The FAQ page in one language, as its schema (schema.ts) checks it. */
export type FaqContent = z.output<typeof faqSchema>;
