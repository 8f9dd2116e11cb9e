import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigation, useSubmit } from "react-router";
import type { CalculatorPagesContent } from "../../content/calculators/types.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { FormWords } from "../../core/i18n/form-words.types.ts";
import type { LeadActionData } from "../../core/leads/schemas/lead-form-data.ts";
import type { FieldError } from "../../core/leads/schemas/validate-form.ts";
import { CheckIcon } from "../art/check-icon.tsx";
import { PrivacyNotice } from "../leads/components/privacy-notice.tsx";
import { CalculatorTrial } from "./calculator-trial.tsx";
import { queryOf } from "./use-calculator-form.ts";
import type * as ClientModule from "./calculation-mail-client.ts";

/**
 * "Email me this calculation" under a calculator's result (docs/calculators.md). Without JavaScript, a
 * POST to the page with the calculation's query, which the server works out again and mails as a PDF;
 * it lands on the same calculation with `?sent=1`. With JavaScript, the lead forms' pattern
 * (app/leads/components/lead-form.tsx): the same schema checks the address first, then React Router posts
 * it; everything else (the schema, reCAPTCHA) loads when the visitor starts on the form
 * (calculation-mail-client.ts), so the page's first script carries this markup alone.
 */

export interface CalculationMailWords {
  copy: CalculatorPagesContent["email"];
  form: Pick<FormWords, "errors" | "privacyNotice" | "networkError" | "honeypot">;
  /**
   * The names of the lead forms' hidden fields (core/leads/schemas/lead-form-data.ts), sent by the loader:
   * that module travels with the lead forms' code, which this page's first script does without.
   */
  hidden: { honeypot: string; startedAt: string };
}

/** The action's answer: the lead forms', with its message (too many sends, not stored) in words. */
export type CalculationMailAnswer = LeadActionData & { message?: string };

type Client = typeof ClientModule;
type Check = Awaited<ReturnType<Client["loadCheck"]>>;

export function CalculationMail({
  words,
  values,
  sent,
  actionData,
}: {
  words: CalculationMailWords;
  /** The calculation's inputs as the form holds them: the post's query. */
  values: Readonly<Record<string, string>>;
  sent: boolean;
  actionData: CalculationMailAnswer | undefined;
}) {
  const { copy, form, hidden } = words;
  const ids = useId();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const client = useRef<Promise<{ module: Client; check: Check } | null> | null>(null);
  const [clientError, setClientError] = useState<FieldError | null | undefined>(undefined);
  const [networkFailed, setNetworkFailed] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const sending = preparing || navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);

  // The time the form opened, for the minimum time to fill it in (app/leads/lead-action.server.ts).
  useEffect(() => {
    const started = formRef.current?.elements.namedItem(hidden.startedAt);
    if (started instanceof HTMLInputElement && started.value === "") started.value = String(Date.now());
  }, [sent, hidden.startedAt]);

  // On the first focus or pointer over the form: the checks and reCAPTCHA; offline, the server checks alone.
  const load = () =>
    (client.current ??= import("./calculation-mail-client.ts")
      .then(async (module) => ({ module, check: await module.loadCheck() }))
      .catch(() => {
        client.current = null;
        return null;
      }));

  if (sent) {
    return (
      <div role="status" className="mt-8 rounded-2xl bg-white px-6 py-6 shadow-card">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-600">
          <CheckIcon className="size-6" />
        </span>
        <h3 className="mt-3 text-lg font-extrabold">{copy.sentTitle}</h3>
        <p className="mt-1 text-muted">{copy.sentText}</p>
        <CalculatorTrial title={copy.trialTitle} text={copy.trialText} nested />
      </div>
    );
  }

  const serverError = actionData?.status === "invalid" ? actionData.errors.email : undefined;
  const error = clientError === undefined ? serverError : (clientError ?? undefined);
  const errorText = error ? fill(form.errors[error], { field: copy.label }) : undefined;
  const message = networkFailed ? form.networkError : actionData?.message;
  const typed = actionData?.values.email;
  // The calculation travels in the address: the server works it out again from there.
  const search = queryOf(values).toString();
  const formAction = `${pathname.replace(/(.)\/+$/, "$1")}${search ? `?${search}` : ""}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    setNetworkFailed(false);
    const loaded = await load();
    const result = loaded ? loaded.check(new FormData(element)) : { ok: true as const };
    if (!result.ok) {
      setClientError(result.errors.email ?? "email");
      element.querySelector<HTMLInputElement>("input[type=email]")?.focus();
      return;
    }
    setClientError(null);
    if (!navigator.onLine) {
      setNetworkFailed(true);
      return;
    }
    setPreparing(true);
    const data = loaded ? await loaded.module.prepare(new FormData(element)) : new FormData(element);
    setPreparing(false);
    await submit(data, { method: "post", action: formAction, preventScrollReset: true });
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={formAction}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void load()}
      onPointerOver={() => void load()}
      aria-labelledby={`${ids}-title`}
      className="mt-8 rounded-2xl bg-white px-6 py-6 shadow-card"
    >
      <h3 id={`${ids}-title`} className="text-lg font-extrabold">
        {copy.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{copy.lead}</p>
      {message && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        >
          {message}
        </p>
      )}
      <label htmlFor={`${ids}-email`} className="mt-4 block text-sm font-semibold text-ink">
        {copy.label}
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required
          defaultValue={typeof typed === "string" ? typed : undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${ids}-error` : undefined}
          className={`h-12 min-w-0 flex-1 rounded-xl border bg-white px-4 text-base text-ink ${
            errorText ? "border-danger" : "border-slate-300"
          }`}
        />
        <button type="submit" disabled={sending} className="btn-primary h-12 px-6 disabled:opacity-70">
          {sending ? copy.sending : copy.submit}
        </button>
      </div>
      {errorText && (
        <p id={`${ids}-error`} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
          {errorText}
        </p>
      )}
      {/* People never see this field; scripts that fill every field do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-${hidden.honeypot}`}>{form.honeypot}</label>
        <input
          id={`${ids}-${hidden.honeypot}`}
          name={hidden.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <input type="hidden" name={hidden.startedAt} defaultValue="" />
      <PrivacyNotice words={form.privacyNotice} className="mt-3 text-xs text-muted" />
    </form>
  );
}
