import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import type * as z from "zod/mini";
import { siteConfig } from "../../../core/config/site.ts";
import { readAttribution } from "../attribution.ts";
import {
  attributionFields,
  formMessage,
  honeypotField,
  recaptchaField,
  startedAtField,
  type FormEcho,
  type LeadActionData,
  type LeadFormDefinition,
} from "../../../core/leads/schemas/lead-form-data.ts";
import { loadRecaptcha, recaptchaToken } from "../recaptcha-client.ts";
import { RecaptchaNotice } from "../../components/recaptcha-notice.tsx";
import { PrivacyNotice } from "./privacy-notice.tsx";

/** Whether the build has a reCAPTCHA site key (vite.config.ts): without one the notice is not even built. */
declare const __RECAPTCHA_ENABLED__: boolean;
import type { FieldError, FieldErrors, FormValidation } from "../../../core/leads/schemas/validate-form.ts";
import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import { fill } from "../../../core/i18n/fill.ts";

/** What the fields of a form need to draw themselves: their error (in words) and their kept value. */
export interface LeadFormState {
  error(name: string, label: string): string | undefined;
  value(name: string): string | undefined;
  values(name: string): string[];
}

export interface LeadFormProps<Schema extends z.ZodMiniType> {
  /** Its zod schema is loaded when the visitor starts on the form: no page pays for it up front. */
  form: LeadFormDefinition<Schema>;
  words: FormWords;
  actionData: LeadActionData | undefined;
  submitLabel: string;
  children(state: LeadFormState): ReactNode;
  /** The element that labels the form (its card's heading). */
  labelledBy: string;
}

/**
 * A lead form: plain POST without JavaScript; with it, the same zod schema checks the fields first,
 * errors appear next to their fields and the focus moves to the first one, and a reCAPTCHA token is
 * taken at the moment of sending. Whatever the visitor typed is kept on every failure.
 */
type Check = (form: FormData) => FormValidation<Record<string, unknown>>;

export function LeadForm<Schema extends z.ZodMiniType>({
  form: { type, listFields = [], loadSchema },
  words,
  actionData,
  submitLabel,
  children,
  labelledBy,
}: LeadFormProps<Schema>) {
  const formRef = useRef<HTMLFormElement>(null);
  const check = useRef<Promise<Check | null> | null>(null);
  // The same checks as the server's; if they cannot be loaded (offline), the server checks alone.
  const loadCheck = () =>
    (check.current ??= Promise.all([import("../../../core/leads/schemas/validate-form.ts"), loadSchema()])
      .then(([{ formValues, validateForm }, schema]): Check => {
        return (data) =>
          validateForm(schema, formValues(data, listFields)) as FormValidation<Record<string, unknown>>;
      })
      .catch(() => {
        check.current = null;
        return null;
      }));
  const submit = useSubmit();
  const location = useLocation();
  // Without JavaScript the form posts to the page itself, with its query (a campaign's UTM parameters);
  // a prerendered page was rendered at `/path/`, which is not its address.
  const formAction = `${location.pathname.replace(/(.)\/+$/, "$1")}${location.search}`;
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [networkFailed, setNetworkFailed] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const siteKey = siteConfig.RECAPTCHA_SITE_KEY;
  const sending = preparing || navigation.state === "submitting";

  const serverErrors = actionData?.status === "invalid" ? actionData.errors : undefined;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  const echo: FormEcho = actionData?.values ?? {};
  const errorCount = Object.keys(errors).length;

  // The time the form opened, for the minimum time to fill it in; and reCAPTCHA once the page is idle.
  useEffect(() => {
    const form = formRef.current;
    const started = form?.elements.namedItem(startedAtField);
    if (started instanceof HTMLInputElement && started.value === "") started.value = String(Date.now());
    if (!siteKey) return;
    const load = () => void loadRecaptcha(siteKey).catch(() => undefined);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 4000 })
      : window.setTimeout(load, 2000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [siteKey]);

  // A new answer from the server replaces the browser's own checks (adjusted while rendering, as React
  // recommends for state that follows a prop).
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    setClientErrors(null);
    setFocusTick((tick) => tick + 1);
  }

  useEffect(() => {
    if (focusTick === 0) return;
    // The first field with an error, in the order of the form (the editor marks itself aria-invalid).
    const first = formRef.current?.querySelector<HTMLElement>('[data-field-error], [aria-invalid="true"]');
    (first ?? formRef.current?.querySelector<HTMLElement>("[data-form-message]"))?.focus();
  }, [focusTick]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setNetworkFailed(false);
    const validate = await loadCheck();
    const result = validate ? validate(new FormData(form)) : { ok: true as const };
    if (!result.ok) {
      setClientErrors(result.errors);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setClientErrors({});
    // Offline, the post would end on an error page; staying here keeps every word typed.
    if (!navigator.onLine) {
      setNetworkFailed(true);
      setFocusTick((tick) => tick + 1);
      return;
    }
    const data = new FormData(form);
    for (const [key, value] of Object.entries(readAttribution())) {
      if ((attributionFields as readonly string[]).includes(key) && value) data.set(key, value);
    }
    if (siteKey) {
      setPreparing(true);
      const token = await recaptchaToken(siteKey, type);
      setPreparing(false);
      if (token) data.set(recaptchaField, token);
    }
    await submit(data, { method: "post", preventScrollReset: true });
  }

  const state: LeadFormState = {
    error(name, label) {
      const code: FieldError | undefined = (errors as Record<string, FieldError>)[name];
      return code ? fill(words.errors[code], { field: label }) : undefined;
    },
    value(name) {
      const value = echo[name];
      return typeof value === "string" ? value : undefined;
    },
    values(name) {
      const value = echo[name];
      return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
    },
  };

  const message = formMessage(actionData, words, networkFailed);

  return (
    <Form
      ref={formRef}
      method="post"
      action={formAction}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadCheck()}
      aria-labelledby={labelledBy}
      className="space-y-5"
    >
      {errorCount > 0 && (
        <div
          role="alert"
          className="rounded-xl border border-danger/40 bg-red-50 px-4 py-3 text-sm font-semibold text-danger"
        >
          {errorCount === 1 ? words.errorSummary.one : fill(words.errorSummary.other, { count: errorCount })}
        </div>
      )}
      {message && (
        <p
          role="alert"
          tabIndex={-1}
          data-form-message=""
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 outline-none"
        >
          {message}
        </p>
      )}
      {children(state)}
      {/* People never see this field; scripts that fill every field do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`field-${honeypotField}`}>{words.honeypot}</label>
        <input
          id={`field-${honeypotField}`}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <input type="hidden" name={startedAtField} defaultValue="" />
      <button
        type="submit"
        disabled={sending}
        className="btn-primary h-12 w-full text-base disabled:opacity-70"
      >
        {sending ? words.submitting : submitLabel}
      </button>
      <PrivacyNotice words={words.privacyNotice} />
      {__RECAPTCHA_ENABLED__ && (
        <RecaptchaNotice
          notice={words.recaptchaNotice}
          privacy={words.recaptchaPrivacy}
          terms={words.recaptchaTerms}
          className="text-center text-muted"
        />
      )}
    </Form>
  );
}
