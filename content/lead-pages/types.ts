import type { z } from "zod";
import type { leadPagesSchema } from "./schema.ts";

/**
 * The demo, registration, contact, resource and unsubscribe pages in one language, as their schema
 * (schema.ts) checks them; the forms' field words are in app/i18n/forms.*.ts.
 */
export type LeadPagesContent = z.output<typeof leadPagesSchema>;
