import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { NewsletterError, NewsletterResponse } from "../../core/newsletter/newsletter-api.ts";
import type { validateNewsletter } from "../../core/newsletter/newsletter.ts";
import { RecaptchaNotice } from "../components/recaptcha-notice.tsx";
import { useDictionary, useLang } from "../i18n/use-dictionary.ts";
import { pathTo } from "../../core/routing/paths.ts";

/** Whether the build has a reCAPTCHA site key (vite.config.ts): without one the notice is not even built. */
declare const __RECAPTCHA_ENABLED__: boolean;

interface NewsletterFormProps {
  /** What a form post without JavaScript left behind: the address typed and the message to show. */
  initialEmail?: string;
  initialMessage?: string;
  /** Darker variant for the footer. */
  tone?: "dark" | "light";
}

/**
 * The newsletter form (docs/product.md, Newsletter and Error catalogue). With JavaScript it validates,
 * posts JSON to the API and goes to the thank-you page; without, it posts to the newsletter page, which
 * answers the same way.
 */
export function NewsletterForm({ initialEmail = "", initialMessage, tone = "dark" }: NewsletterFormProps) {
  const t = useDictionary();
  const lang = useLang();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(initialMessage !== undefined);
  const [serverMessage, setServerMessage] = useState<string | null>(initialMessage ?? null);
  const [sending, setSending] = useState(false);
  const [validate, setValidate] = useState<typeof validateNewsletter | null>(null);

  // The schema (zod), and reCAPTCHA when the site has a key, are fetched when the visitor starts typing,
  // not with the page: most never subscribe.
  const loadRequest = () => import("./subscription-request.ts");
  async function loadValidation() {
    if (validate) return validate;
    const { validateNewsletter } = await loadRequest();
    setValidate(() => validateNewsletter);
    return validateNewsletter;
  }

  const validation = submitted && validate ? validate({ email }) : null;
  const clientError: NewsletterError | null = validation && !validation.ok ? validation.error : null;
  const messages: Record<NewsletterError, string> = {
    empty: t.newsletter.emptyEmail,
    format: t.newsletter.wrongFormat,
  };
  const shown = clientError ? messages[clientError] : serverMessage;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerMessage(null);
    let result: ReturnType<typeof validateNewsletter>;
    try {
      result = (await loadValidation())({ email });
    } catch (error) {
      console.error("Newsletter validation could not load", error);
      setServerMessage(t.newsletter.networkError);
      return;
    }
    if (!result.ok) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await (await loadRequest()).postSubscription(result.data.email, lang);
      const body = (await response.json().catch(() => null)) as NewsletterResponse | null;
      if (response.ok && body?.response_code === 200) {
        setEmail("");
        setSubmitted(false);
        navigate(pathTo("thankYouSubscribing", lang));
        return;
      }
      setServerMessage(body?.message ?? t.newsletter.networkError);
    } catch (error) {
      console.error("Newsletter subscription failed", error);
      setServerMessage(t.newsletter.networkError);
    } finally {
      setSending(false);
    }
  }

  function onReset() {
    setEmail("");
    setSubmitted(false);
    setServerMessage(null);
  }

  const dark = tone === "dark";
  return (
    <form method="post" action={pathTo("newsletter", lang)} noValidate onSubmit={onSubmit} onReset={onReset}>
      <input type="hidden" name="page" value={pathname} />
      <label
        htmlFor={`${ids}-email`}
        className={`block text-sm font-semibold ${dark ? "text-white" : "text-ink"}`}
      >
        {t.newsletter.label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id={`${ids}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.newsletter.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => void loadValidation().catch(() => undefined)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${ids}-message` : undefined}
            className={`h-11 w-full rounded-full border px-4 pr-10 text-base text-ink placeholder:text-slate-500 ${
              shown ? "border-danger" : "border-line"
            } bg-white`}
          />
          {email !== "" && (
            <button
              type="reset"
              aria-label={t.newsletter.clear}
              className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-slate-100"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M6.3 5 10 8.6 13.7 5 15 6.3 11.4 10l3.6 3.7-1.3 1.3-3.7-3.6L6.3 15 5 13.7 8.6 10 5 6.3z" />
              </svg>
            </button>
          )}
        </div>
        <button type="submit" disabled={sending} className="btn-accent disabled:opacity-70">
          {sending ? t.newsletter.submitting : t.newsletter.submit}
        </button>
      </div>
      <p
        id={`${ids}-message`}
        role="alert"
        className={`mt-2 min-h-5 text-sm font-semibold ${dark ? "text-amber-200" : "text-danger"}`}
      >
        {shown ? `* ${shown}` : ""}
      </p>
      {__RECAPTCHA_ENABLED__ && (
        <RecaptchaNotice
          notice={t.newsletter.recaptchaNotice}
          privacy={t.newsletter.recaptchaPrivacy}
          terms={t.newsletter.recaptchaTerms}
          className={dark ? "text-slate-300" : "text-muted"}
        />
      )}
    </form>
  );
}
