import { formValues, validateForm } from "../../core/leads/schemas/validate-form.ts";
import { attributionFields, recaptchaField } from "../../core/leads/schemas/lead-form-data.ts";
import { siteConfig } from "../../core/config/site.ts";
import { readAttribution } from "../leads/attribution.ts";
import { loadRecaptcha, recaptchaToken } from "../leads/recaptcha-client.ts";
import { calculationMailForm } from "./calculation-mail-form.ts";

/**
 * What "Email me this calculation" needs in the browser beyond its markup, loaded when the visitor starts
 * on it (calculation-mail.tsx): the lead forms' own checks (the same schema as the server's), the visit's
 * attribution and reCAPTCHA's token, as app/leads/components/lead-form.tsx does for the other forms.
 */

const siteKey = siteConfig.RECAPTCHA_SITE_KEY;
if (siteKey) void loadRecaptcha(siteKey).catch(() => undefined);

/** The form's checks (the address's error code, if any), once its schema is here. */
export const loadCheck = () =>
  calculationMailForm
    .loadSchema()
    .then((schema) => (form: FormData) => validateForm(schema, formValues(form)));

/** The post as the server reads it: the form, the visit's attribution and the reCAPTCHA token. */
export async function prepare(form: FormData): Promise<FormData> {
  for (const [key, value] of Object.entries(readAttribution())) {
    if ((attributionFields as readonly string[]).includes(key) && value) form.set(key, value);
  }
  if (siteKey) {
    const token = await recaptchaToken(siteKey, calculationMailForm.type);
    if (token) form.set(recaptchaField, token);
  }
  return form;
}
