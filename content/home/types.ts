import type { z } from "zod";
import type { homeSchema } from "./schema.ts";

/** The words of the home page in one language, as its schema (schema.ts) checks them. */
export type HomeContent = z.output<typeof homeSchema>;

/** A workplace on the home page: the scene drawn, its title and what Regu does there (one sentence). */
export type Workplace = HomeContent["workplaces"]["items"][number];
