import { z } from "zod";
import { chatIdPatterns, chatProviderNames } from "../vendors/chat.ts";
import { pageIds } from "../routing/pages.ts";

/**
 * Long enough that the tags never compete with the page's first load, even on a slow phone; short enough that
 * a reader who stays without touching the page is still counted (docs/decisions/0005-consent.md).
 */
export const defaultTagsDelaySeconds = 10;
const tagsDelayError = "must be a whole number of seconds from 0 to 60";

/** Settings the browser may see. Read once at build (vite.config.ts) and baked into the pages. */
const publicConfigSchema = z
  .object({
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
    /**
     * For a visitor who accepted them earlier: how long the tag manager (or GA4) and LinkedIn wait, once the
     * page has settled, for the visitor's first scroll, touch, pointer or key before they start anyway.
     * 0 starts them as soon as the page has settled. docs/decisions/0005-consent.md, "When the tags start".
     */
    TAGS_DELAY_SECONDS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number({ error: tagsDelayError })
        .int({ error: tagsDelayError })
        .min(0, { error: tagsDelayError })
        .max(60, { error: tagsDelayError })
        .default(defaultTagsDelaySeconds),
    ),
    /** The live chat's vendor; without it the chat button offers WhatsApp. See core/vendors/chat.ts. */
    CHAT_PROVIDER: z
      .enum(chatProviderNames, { error: `must be one of ${chatProviderNames.join(", ")}` })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The chat's account at its vendor; its form depends on the vendor (checked below). */
    CHAT_ID: optionalId(/^[\w/-]{1,100}$/, "must be the chat vendor's ID"),
    /** A self-hosted Chatwoot's address; Chatwoot's own cloud when not set. */
    CHAT_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be the chat server's address, such as https://chat.example.com",
      })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Pages (keys of the route table) where the chat loads by itself once the visitor has been idle a while. */
    CHAT_AUTOLOAD_PAGES: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(pageIds, {
            error: (issue) => `"${String(issue.input)}" is not a page key (see core/routing/pages.ts)`,
          }),
        ),
      )
      .optional(),
    /** How long a visitor is idle on those pages before the chat loads, in seconds. */
    CHAT_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(600)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .superRefine((config, context) => {
    if (!config.CHAT_PROVIDER) {
      const stray = (["CHAT_ID", "CHAT_URL", "CHAT_AUTOLOAD_PAGES", "CHAT_IDLE_SECONDS"] as const).filter(
        (name) => config[name] !== undefined && config[name]?.toString() !== "",
      );
      for (const name of stray) {
        context.addIssue({ code: "custom", path: [name], message: "needs CHAT_PROVIDER" });
      }
      return;
    }
    const pattern = chatIdPatterns[config.CHAT_PROVIDER];
    if (!config.CHAT_ID || !pattern.regex.test(config.CHAT_ID)) {
      context.addIssue({ code: "custom", path: ["CHAT_ID"], message: `must be ${pattern.description}` });
    }
    if (config.CHAT_URL && config.CHAT_PROVIDER !== "chatwoot") {
      context.addIssue({ code: "custom", path: ["CHAT_URL"], message: "is only for a self-hosted Chatwoot" });
    }
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
