import type { Lang } from "../../core/routing/pages.ts";
import { readDataFile } from "../schema/data-file.ts";
import { readLanguages } from "../schema/page-files.ts";
import en from "./en.yaml";
import id from "./id.yaml";
import plans from "./plans.yaml";
import { plansSchema } from "./plans.schema.ts";
import { pricingSchema } from "./schema.ts";
import type { PricingContent } from "./types.ts";

export const pricingContent: Record<Lang, PricingContent> = readLanguages(pricingSchema, { en, id });

// The browser reads plans.yaml without its schema (plans.ts); the build, the development server and the
// tests read the pricing page's content from here, so a file that does not fit stops them first.
readDataFile(plansSchema, plans);
