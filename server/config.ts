import { join } from "node:path";
import { z } from "zod";
import { readPublicConfig, type PublicConfig } from "../core/config/public.ts";
import { formRateLimits } from "../core/limits/rate-limit.server.ts";
import { confirmationMailsPerDay } from "../core/newsletter/confirmation-period.ts";
import { checkedBrand } from "../content/brand.server.ts";
import { recaptchaVerifyUrl } from "../core/vendors/recaptcha.ts";
import { parseProxyTrust } from "./client-ip.ts";
import { logLevels } from "./logger.ts";
import { originOf } from "./origin-check.ts";

/** Run-time settings of the server, validated at start so a typo stops the server with a clear message. */
const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "must be a postgres:// URL"),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Whether embedded PGlite syncs each commit to the disk before it is acknowledged. `off` only to measure
   * what the syncs cost: an OS crash or a power cut can then lose acknowledged leads. No effect with
   * DATABASE_URL, whose server has its own `fsync`.
   */
  PGLITE_FSYNC: z.enum(["on", "off"]).default("on"),
  /** Each entry parsed to its origin once, here: every check compares origins in that one form. */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((list, context) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const origin = originOf(entry);
          if (origin === undefined || !/^https?:\/\/[^/]+\/?$/i.test(entry)) {
            context.addIssue({
              code: "custom",
              message: `"${entry}" is not an origin: write the scheme and host, like https://partner.example`,
            });
          }
          return origin ?? entry;
        }),
    ),
  /**
   * The proxies in front of the site, whose X-Forwarded-* headers are believed: their addresses and blocks,
   * comma-separated (`10.0.0.0/8,2001:db8::/32`); or `true` (`1`), or a number for a chain (a CDN, then a
   * balancer), for proxies on loopback or private addresses; `false` (`0`) when visitors connect directly.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const trust = parseProxyTrust(value);
      if ("error" in trust) {
        context.addIssue({ code: "custom", message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  BUILD_DIR: z.string().min(1).default("./build"),
  /**
   * Where the hashed client files of this build and recent ones are kept, for pages opened before a deploy
   * (docs/operations.md, "Deploys"): a folder shared by every instance. `$DATA_DIR/assets` when unset.
   */
  ASSET_ARCHIVE_DIR: unsetWhenEmpty(z.string().min(1).optional()),
  /**
   * How long a file no instance serves any more stays in ASSET_ARCHIVE_DIR, in days; 0 keeps none (and
   * writes nothing). Empty is the default, not 0: a blank variable must not turn the archive off.
   */
  ASSET_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().min(0).max(3650).default(7),
  ),
  /** smtp:// or smtps:// with credentials; without it mail waits in the outbox. */
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, "must be one line")
    .default(`Regu <no-reply@regu.example>`),
  SALES_EMAIL: z.email().default(checkedBrand.salesEmail),
  /** The application's sign-up endpoint; by default APP_URL's `/api/sign-up`. */
  REGISTRATION_WEBHOOK_URL: optionalUrl(/^https?:\/\//, "must be an http(s) URL"),
  REGISTRATION_WEBHOOK_SECRET: z.string().optional(),
  CRM_WEBHOOK_URL: optionalUrl(/^https?:\/\//, "must be an http(s) URL"),
  CRM_WEBHOOK_SECRET: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default(recaptchaVerifyUrl),
  /** Score thresholds per form, e.g. `demo=0.5,contact=0.3`; 0.5 where not given. */
  RECAPTCHA_THRESHOLDS: z
    .string()
    .default("")
    .transform((list, context) => {
      const thresholds: Record<string, number> = { default: 0.5 };
      for (const pair of list
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)) {
        const [action, value] = pair.split("=");
        const score = Number(value);
        if (!action || !(score >= 0 && score <= 1)) {
          context.addIssue({
            code: "custom",
            message: `"${pair}" is not action=score with a score from 0 to 1`,
          });
          return z.NEVER;
        }
        thresholds[action.trim()] = score;
      }
      return thresholds;
    }),
  /** Signs download links; set the same value on every instance. Random per start when unset. */
  SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Sends of one form per IP in ten minutes, and per address in an hour. */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(formRateLimits.perIp),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(formRateLimits.perEmail),
  /** Newsletter confirmation mails one inbox gets in a day, however many spellings of it sign up. */
  RATE_LIMIT_CONFIRMATIONS_PER_DAY: z.coerce.number().int().min(1).default(confirmationMailsPerDay),
  /**
   * Cookie choices recorded per client network in ten minutes. A visitor decides once and may change their
   * mind: 60 leave room for an office behind one address, while a script filling the table is refused.
   */
  RATE_LIMIT_CONSENT_PER_IP: z.coerce.number().int().min(1).default(60),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(15),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(15_000),
  /**
   * How long a client may take to send a request's headers, from its first byte (or from the connection,
   * for its first request): a slow or silent client holds a connection no longer. Answered with 408.
   */
  HEADERS_TIMEOUT_MS: milliseconds(5_000),
  /** How long a client may take to send a whole request, body included: forms are 64 KB at most. */
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  /**
   * Once a request's headers are in, how long its body may take to start arriving. A browser sends it
   * right behind them; 5 s leave room for a phone on a poor line that loses a packet or two.
   */
  BODY_FIRST_BYTE_TIMEOUT_MS: milliseconds(5_000),
  /**
   * The least a body must average, in bytes a second from the end of its headers, once
   * BODY_MIN_RATE_GRACE_MS have passed: below it the client is answered 408 and its connection closed.
   * A 2G phone on a poor line sends some 2,500 a second (a 64 KB form in 26 s); 500 leave it room when
   * its line dips, while a client trickling a byte at a time holds a connection for the grace only.
   */
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(500),
  /** How long a body may take before its average rate counts: TCP starts slowly on a slow line. */
  BODY_MIN_RATE_GRACE_MS: milliseconds(10_000),
  /**
   * How long an idle keep-alive connection stays open. Longer than a load balancer's idle time-out (60 s
   * by default on AWS's), so that the balancer, not the server, closes it: otherwise the balancer may send
   * a request on a connection just as the server closes it, and answer the visitor with a 502.
   */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000),
  /**
   * Connections held at once; more are closed as they arrive. Each costs about 50 KB: 1,000 keep the
   * server within a small container. Past 90 % of them, the server closes the idle and the slowest ones
   * (server/slow-connections.ts), so that a flood of slow clients does not keep a new visitor out.
   */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  /**
   * Connections one client (an IPv4 address, an IPv6 /64) may hold at once: a browser opens at most 6, so
   * 64 leave room for an office behind one address, and one client can no longer hold all of
   * MAX_CONNECTIONS. The trusted proxies (TRUST_PROXY) are not held to it: they keep it for each visitor.
   */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(64),
  /**
   * On SIGTERM: how long the server goes on answering after it says it is not ready (`/readyz` 503), so
   * that a balancer checking it every 5 s (Google Cloud's default) stops sending it requests before it
   * stops accepting them. Set it above the interval of the balancer in front (docs/operations.md).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(6_000),
  /** Then: how long requests in flight may take before the server stops anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  /** The least severe lines written: `info` has one line per request, `warn` only what needs a look. */
  LOG_LEVEL: z.enum(logLevels).default("info"),
  /** A port of its own for Prometheus's scrapes (`GET /metrics`, no token); off when unset. */
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65535).optional()),
  /** The address METRICS_PORT listens on: loopback unless the scraper is elsewhere on a private network. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Serves `/metrics` on the site's own port to `Authorization: Bearer <token>`; off (404) when unset. */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  /**
   * The content editor on the live site (docs/editing.md): the repository its saves go to, as owner/name,
   * and the GitHub App editors sign in with. All four or none; the build needs EDITOR_GITHUB_REPO too.
   */
  EDITOR_GITHUB_REPO: unsetWhenEmpty(
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be the repository as owner/name")
      .transform((repo) => repo as `${string}/${string}`)
      .optional(),
  ),
  KEYSTATIC_GITHUB_CLIENT_ID: unsetWhenEmpty(z.string().min(1).optional()),
  KEYSTATIC_GITHUB_CLIENT_SECRET: unsetWhenEmpty(z.string().min(1).optional()),
  /** Encrypts the editor's sign-in cookies. */
  KEYSTATIC_SECRET: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  /** The GitHub App's name in its address, for the editor's "install the app" link. */
  KEYSTATIC_GITHUB_APP_SLUG: unsetWhenEmpty(z.string().min(1).optional()),
});

const editorSettingNames = [
  "EDITOR_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;

function milliseconds(fallback: number) {
  return z.coerce.number().int().min(100, "must be at least 100 (milliseconds)").default(fallback);
}

/** An empty variable (`METRICS_PORT=`) is an unset one, not a port 0 or a short token. */
function unsetWhenEmpty<Schema extends z.ZodType>(schema: Schema) {
  // A preprocess rather than a union with "": a wrong value gets the schema's own message.
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

function optionalUrl(pattern: RegExp, message: string) {
  return z
    .string()
    .regex(pattern, message)
    .optional()
    .or(z.literal("").transform(() => undefined));
}

export type ServerConfig = Omit<z.output<typeof serverConfigSchema>, "ASSET_ARCHIVE_DIR"> & {
  ASSET_ARCHIVE_DIR: string;
  public: PublicConfig;
};

/** The environment variables the server reads, for the check that docs/configuration.md documents each. */
export const serverSettingNames = Object.keys(serverConfigSchema.shape);

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = serverConfigSchema
    // Node refuses a headers time-out longer than the request's, which includes the headers.
    .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
      path: ["HEADERS_TIMEOUT_MS"],
      message: "must not be longer than REQUEST_TIMEOUT_MS",
    })
    .refine(
      (config) => {
        const set = editorSettingNames.filter((name) => config[name] !== undefined).length;
        return set === 0 || set === editorSettingNames.length;
      },
      {
        path: ["EDITOR_GITHUB_REPO"],
        message: `the content editor needs all of ${editorSettingNames.join(", ")}, or none`,
      },
    )
    .safeParse(env);
  if (!parsed.success) throw new Error(`Invalid server configuration:\n${z.prettifyError(parsed.error)}`);
  const { ASSET_ARCHIVE_DIR = join(parsed.data.DATA_DIR, "assets") } = parsed.data;
  return { ...parsed.data, ASSET_ARCHIVE_DIR, public: readPublicConfig(env) };
}
