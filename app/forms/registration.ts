import {
  checkboxField,
  choiceField,
  companyField,
  consentField,
  emailField,
  nameField,
  phoneField,
  z,
} from "./lead-fields.ts";
import { companySizes, countries } from "./lead-options.ts";

/** The 14-day trial: the application creates the account and sends the activation mail. */
export const registrationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: companyField,
  companySize: choiceField(companySizes),
  country: choiceField(countries),
  terms: consentField,
  marketingConsent: checkboxField,
});

export type RegistrationInput = z.output<typeof registrationSchema>;
