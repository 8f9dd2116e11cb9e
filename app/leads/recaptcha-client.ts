/**
 * reCAPTCHA's script (core/vendors/recaptcha.ts), written in by the build (vite.config.ts): this code is in
 * every form page's first load, where an imported constant would cost a variable's bytes.
 */
declare const __RECAPTCHA_SCRIPT__: string;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/**
 * Loads Google's reCAPTCHA v3 script once, on a page with a form, when the page is idle or the visitor
 * starts on the form: it never competes with the first paint.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${__RECAPTCHA_SCRIPT__}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error("reCAPTCHA did not start"));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("reCAPTCHA could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A fresh token for this submission (tokens expire after two minutes, so one is taken on submit).
 * Undefined when Google cannot be reached: the server then keeps the lead as unverified.
 */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | undefined> {
  try {
    const grecaptcha = await Promise.race([
      loadRecaptcha(siteKey),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 8000)),
    ]);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}
