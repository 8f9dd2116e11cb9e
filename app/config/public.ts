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
});

export type PublicConfig = z.output<typeof publicConfigSchema>;

export function readPublicConfig(env: Record<string, string | undefined>): PublicConfig {
  const parsed = publicConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid public configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
