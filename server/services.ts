import type { DatabaseHandle } from "../core/db/database.server.ts";
import { createConsentService } from "../core/consent/consent-records.server.ts";
import { createDownloadLinks } from "../core/leads/download-links.server.ts";
import { createLeadService } from "../core/leads/store/leads.server.ts";
import { createMailer, type Mailer } from "../core/mail/mailer.server.ts";
import { createOutboxWorker, type OutboxWorker } from "../core/outbox/outbox-worker.server.ts";
import { createRateLimiter, formRateLimits } from "../core/limits/rate-limit.server.ts";
import { createBotCheck } from "../core/leads/recaptcha.server.ts";
import { createNewsletterService } from "../core/newsletter/subscribers.server.ts";
import type { LeadService } from "../core/leads/store/leads.server.ts";
import type { RateLimiter } from "../core/limits/rate-limit.server.ts";
import type { Services } from "../core/services/context.ts";
import type { Log } from "../core/services/log.ts";
import type { ServerConfig } from "./config.ts";
import type { Metrics } from "./metrics.ts";

export interface ServerServices {
  services: Services;
  worker: OutboxWorker;
  /** Stops the worker and closes the mail connection. */
  close(): Promise<void>;
}

/**
 * The services the pages and the API use, built from the configuration. What is missing is said once
 * here, at start, rather than on every request.
 */
export function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  {
    log,
    metrics,
    signingSecret,
  }: {
    log: Log;
    metrics?: Metrics;
    /** SIGNING_SECRET, or the one the site keeps in its database when that is unset (main.ts). */
    signingSecret: string;
  },
): ServerServices {
  const siteUrl = config.public.SITE_URL;
  const mailer: Mailer | undefined = config.SMTP_URL
    ? createMailer(config.SMTP_URL, config.MAIL_FROM)
    : undefined;
  if (!mailer) log.warn("mail: SMTP_URL is not set; emails wait in the outbox until it is");
  if (!config.RECAPTCHA_SECRET)
    log.warn(
      "bot defence: RECAPTCHA_SECRET is not set; reCAPTCHA is off (honeypot, timing and rate limits stay " +
        "on), leads are stored as unverified and visitors get no confirmation email",
    );
  const newsletter = createNewsletterService(database.db, {
    siteUrl,
    signingSecret,
    confirmationMailsPerDay: config.RATE_LIMIT_CONFIRMATIONS_PER_DAY,
  });

  const worker = createOutboxWorker(database.db, {
    mailer,
    webhookSecrets: { registration: config.REGISTRATION_WEBHOOK_SECRET, crm: config.CRM_WEBHOOK_SECRET },
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    pollMs: config.OUTBOX_POLL_MS,
    sweeps: [{ name: "newsletter sign-ups nobody confirmed", run: () => newsletter.sweepUnconfirmed() }],
    log,
  });
  const hostnames = [siteUrl, ...config.ALLOWED_ORIGINS].map((origin) => new URL(origin).hostname);
  const services: Services = {
    // The confirmation mail leaves at once rather than at the worker's next round.
    newsletter: {
      ...newsletter,
      async subscribe(subscription) {
        await newsletter.subscribe(subscription);
        worker.wake();
      },
    },
    leads: countedLeads(
      createLeadService(database.db, {
        siteUrl,
        salesEmail: config.SALES_EMAIL,
        registrationWebhookUrl: config.REGISTRATION_WEBHOOK_URL ?? `${config.public.APP_URL}/api/sign-up`,
        crmWebhookUrl: config.CRM_WEBHOOK_URL,
      }),
      metrics,
    ),
    rateLimiter: countedRefusals(
      createRateLimiter(database.db, {
        ...formRateLimits,
        perIp: config.RATE_LIMIT_PER_IP,
        perEmail: config.RATE_LIMIT_PER_EMAIL,
      }),
      metrics,
    ),
    botCheck: createBotCheck({
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      thresholds: config.RECAPTCHA_THRESHOLDS,
      hostnames,
    }),
    downloads: createDownloadLinks(signingSecret),
    consent: createConsentService(database.db),
    notifyOutbox: () => worker.wake(),
    log,
  };
  return {
    services,
    worker,
    async close() {
      await worker.stop();
      mailer?.close();
    },
  };
}

/** Counts each stored lead (not a repeated submission) by form and screening, for leads_total. */
function countedLeads(leads: LeadService, metrics: Metrics | undefined): LeadService {
  if (!metrics) return leads;
  return {
    async submit(input, screening, attachments) {
      const stored = await leads.submit(input, screening, attachments);
      if (!stored.duplicate) metrics.countLead(input.type, screening.status);
      return stored;
    },
  };
}

/** Counts each form send a rate limit refused, by form and limit, for rate_limit_refusals_total. */
function countedRefusals(limiter: RateLimiter, metrics: Metrics | undefined): RateLimiter {
  if (!metrics) return limiter;
  return {
    consume: (rules, now) => limiter.consume(rules, now),
    async consumeForm(form, clientIp, email, now) {
      const verdict = await limiter.consumeForm(form, clientIp, email, now);
      if (!verdict.ok) metrics.countRateLimitRefusal(form, verdict.limit);
      return verdict;
    },
  };
}
