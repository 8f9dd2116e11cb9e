import type { z } from "zod";
import type { thankYouPageIds, thankYouSchema } from "./schema.ts";

/** Which thank-you page: the form it follows. */
export type ThankYouPageId = (typeof thankYouPageIds)[number];

/** The four thank-you pages in one language, as their schema (schema.ts) checks them. */
export type ThankYouCollection = z.output<typeof thankYouSchema>;

/** One thank-you page: what happened, what happens next, where to go. */
export type ThankYouContent = ThankYouCollection[ThankYouPageId];
