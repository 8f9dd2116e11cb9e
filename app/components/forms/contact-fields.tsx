import type { FormWords } from "../../i18n/forms.types.ts";
import { CheckboxField, TextField } from "./fields.tsx";
import type { LeadFormState } from "./lead-form.tsx";

/** Name, work email, company and phone: the fields every lead form starts with, in one order. */
export function PersonFields({
  words,
  form,
  phone = "phone",
}: {
  words: FormWords;
  form: LeadFormState;
  /** The demo form asks for a WhatsApp number under the same field name. */
  phone?: "phone" | "whatsapp";
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
        label={f.workEmail.label}
        hint={f.workEmail.hint}
        autoComplete="email"
        maxLength={254}
        defaultValue={form.value("email")}
        error={form.error("email", f.workEmail.label)}
      />
      <TextField
        name="company"
        label={f.company.label}
        hint={f.company.hint}
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
        autoComplete="tel"
        maxLength={32}
        defaultValue={form.value("phone")}
        error={form.error("phone", f[phone].label)}
      />
    </>
  );
}

/** The marketing-consent box: unticked unless the visitor ticked it before the form came back. */
export function MarketingConsent({ words, form }: { words: FormWords; form: LeadFormState }) {
  return (
    <CheckboxField
      name="marketingConsent"
      label={words.fields.marketingConsent.label}
      defaultChecked={form.value("marketingConsent") === "on"}
    />
  );
}
