import type { z } from "zod";
import type { leadPagesSchema } from "./schema.ts";

/**
 * The demo, registration, contact, resource and unsubscribe pages in one language, as their schema
 * (schema.ts) checks them; the forms' field words are in core/i18n/form-words.*.ts.
 */
export type LeadPagesContent = z.output<typeof leadPagesSchema>;
