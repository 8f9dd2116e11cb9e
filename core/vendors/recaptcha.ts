/** Google's host for reCAPTCHA v3: its script, its invisible frame and the calls the frame makes. */
export const recaptchaHost = "https://www.google.com";

/**
 * reCAPTCHA v3's script; the loader (app/leads/recaptcha-client.ts) gets it from the build (vite.config.ts)
 * and appends the site key.
 */
export const recaptchaScript = `${recaptchaHost}/recaptcha/api.js`;

/** Where the server checks a form's token (the default of RECAPTCHA_VERIFY_URL). */
export const recaptchaVerifyUrl = `${recaptchaHost}/recaptcha/api/siteverify`;
