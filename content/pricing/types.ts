import type { z } from "zod";
import type { pricingSchema } from "./schema.ts";

/**
 * The words of the pricing page in one language, as its schema (schema.ts) checks them; numbers come from
 * plans.ts and the page fills them into the `{slots}` each field's type names.
 */
export type PricingContent = z.output<typeof pricingSchema>;
