import type { LeadFormDefinition } from "../../core/leads/schemas/lead-form-data.ts";
import type { calculationMailSchema } from "../../core/leads/schemas/calculation-mail.ts";

/**
 * "Email me this calculation" as the page and the action both know it (docs/calculators.md). Its schema is
 * loaded when the visitor starts on the form; the page's first script carries only this.
 */
export const calculationMailForm: LeadFormDefinition<typeof calculationMailSchema> = {
  type: "calculator",
  loadSchema: () =>
    import("../../core/leads/schemas/calculation-mail.ts").then((module) => module.calculationMailSchema),
};

/** The query parameter the action's redirect adds once the mail is queued: the page says it was sent. */
export const sentQuery = "sent";
