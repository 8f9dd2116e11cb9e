import { checkboxField, companyField, emailField, nameField, phoneField, z } from "./lead-fields.ts";

/** The short form in front of a downloadable resource. */
export const resourceDownloadSchema = z.object({
  name: nameField,
  email: emailField,
  company: companyField,
  phone: phoneField,
  marketingConsent: checkboxField,
});

export type ResourceDownloadInput = z.output<typeof resourceDownloadSchema>;
