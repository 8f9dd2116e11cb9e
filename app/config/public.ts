import { z } from "zod";

/** Settings the browser may see. Read once at build (vite.config.ts) and baked into the pages. */
const publicConfigSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  APP_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://app.regu.example")
    .transform((url) => url.replace(/\/+$/, "")),
  /** reCAPTCHA v3's site key; without it the forms load no Google script (and the server checks nothing). */
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, "must be a reCAPTCHA site key")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Google Tag Manager's container (GTM-…); loaded only after analytics consent. Wins over GA4_MEASUREMENT_ID. */
  GTM_ID: optionalId(/^GTM-[A-Z0-9]{4,12}$/, "must be a container ID such as GTM-AB12CD3"),
  /** Google Analytics 4 without a container (G-…): gtag.js, loaded only after analytics consent. */
  GA4_MEASUREMENT_ID: optionalId(/^G-[A-Z0-9]{4,16}$/, "must be a measurement ID such as G-AB12CD34EF"),
  /** LinkedIn Insight Tag's partner ID (digits); loaded only after marketing consent. */
  LINKEDIN_PARTNER_ID: optionalId(/^\d{1,12}$/, "must be LinkedIn's numeric partner ID"),
});

/** An ID that is either well-formed or not set (an empty value counts as not set). */
function optionalId(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .regex(pattern, message)
    .optional()
    .or(z.literal("").transform(() => undefined));
}

export type PublicConfig = z.output<typeof publicConfigSchema>;

export function readPublicConfig(env: Record<string, string | undefined>): PublicConfig {
  const parsed = publicConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid public configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
