import { featureKeys } from "../../../content/features.ts";

/**
 * The choices and limits of the lead forms, without the validation code: pages draw their fields from
 * these, and load the zod schemas (lead-fields.ts) only when the visitor starts on a form.
 */

/** The five markets (each has an office) and "other". */
export const countries = ["ID", "MY", "PH", "TH", "SG", "other"] as const;
export type Country = (typeof countries)[number];

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

/** What a demo can cover: the seven features and project management. */
export const interests = [...featureKeys, "projects"] as const;
export type Interest = (typeof interests)[number];

export const contactTopics = ["sales", "support", "billing", "partnership", "other"] as const;

/** Longest message, in characters of its plain text; longer HTML is refused before it is cleaned. */
export const messageMaxLength = 5000;
export const messageHtmlMaxLength = 40_000;
/**
 * Most tags a message may hold: a long letter from the editor has a few hundred, and cleaning costs time in
 * proportion to them (some 4 µs each), so forty thousand characters of bare tags would hold the server.
 */
export const messageMaxTags = 2_000;
