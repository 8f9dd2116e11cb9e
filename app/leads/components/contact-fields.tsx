import { companySizes, countries, type Country } from "../../../core/leads/schemas/lead-options.ts";
import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import { CheckboxField, SelectField, TextField } from "./fields.tsx";
import type { LeadFormState } from "./lead-form.tsx";

interface FieldsProps {
  words: FormWords;
  form: LeadFormState;
}

/** Name, email, company and phone: the fields every lead form starts with, in one order. */
export function PersonFields({
  words,
  form,
  phone = "phone",
  email = "workEmail",
  optionalText,
}: FieldsProps & {
  /** The demo form asks for a WhatsApp number under the same field name. */
  phone?: "phone" | "whatsapp";
  /** The contact form asks for any address, the others for a work address. */
  email?: "email" | "workEmail";
  /** Given when company and phone are optional (the contact form): the words "(optional)". */
  optionalText?: string;
}) {
  const f = words.fields;
  return (
    <>
      <TextField
        name="name"
        label={f.name.label}
        hint={f.name.hint}
        autoComplete="name"
        maxLength={120}
        defaultValue={form.value("name")}
        error={form.error("name", f.name.label)}
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={f[email].label}
        hint={f[email].hint}
        autoComplete="email"
        maxLength={254}
        defaultValue={form.value("email")}
        error={form.error("email", f[email].label)}
      />
      <TextField
        name="company"
        label={f.company.label}
        hint={f.company.hint}
        optionalText={optionalText}
        autoComplete="organization"
        maxLength={160}
        defaultValue={form.value("company")}
        error={form.error("company", f.company.label)}
      />
      <TextField
        name="phone"
        type="tel"
        inputMode="tel"
        label={f[phone].label}
        hint={f[phone].hint}
        optionalText={optionalText}
        autoComplete="tel"
        maxLength={32}
        defaultValue={form.value("phone")}
        error={form.error("phone", f[phone].label)}
      />
    </>
  );
}

/** Company size and country, as the demo and registration forms ask them. */
export function CompanyFields({
  words,
  form,
  onCountryChange,
}: FieldsProps & { onCountryChange?: (country: Country | "") => void }) {
  const f = words.fields;
  return (
    <>
      <SelectField
        name="companySize"
        label={f.companySize.label}
        placeholder={f.companySize.placeholder}
        options={companySizes.map((size) => [size, words.companySizes[size]] as const)}
        defaultValue={form.value("companySize")}
        error={form.error("companySize", f.companySize.label)}
      />
      <SelectField
        name="country"
        label={f.country.label}
        placeholder={f.country.placeholder}
        options={countries.map((code) => [code, words.countries[code]] as const)}
        defaultValue={form.value("country")}
        onChange={onCountryChange ? (value) => onCountryChange(value as Country | "") : undefined}
        error={form.error("country", f.country.label)}
      />
    </>
  );
}

/** The marketing-consent box: unticked unless the visitor ticked it before the form came back. */
export function MarketingConsent({ words, form }: FieldsProps) {
  return (
    <CheckboxField
      name="marketingConsent"
      label={words.fields.marketingConsent.label}
      defaultChecked={form.value("marketingConsent") === "on"}
    />
  );
}
