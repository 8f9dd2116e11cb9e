import { companyLeadShape, consentField, z } from "./lead-fields.ts";

/** The 14-day trial: the application creates the account and sends the activation mail. */
export const registrationSchema = z.object({
  ...companyLeadShape,
  terms: consentField,
});

export type RegistrationInput = z.output<typeof registrationSchema>;
