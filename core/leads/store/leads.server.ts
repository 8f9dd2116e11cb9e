import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.server.ts";
import { leads } from "../../db/schema.ts";
import type { MailAttachment } from "../../mail/mail-content.ts";
import type { OutboxPayload } from "../../outbox/outbox-payload.ts";
import { queueMessages } from "../../outbox/outbox-queue.server.ts";
import { salesNotification, visitorConfirmation } from "../mail/lead-emails.server.ts";
import type { Lead, LeadInput, LeadStatus } from "../lead.ts";

/** A second identical submission within this time is the same lead: a double click or a retry. */
export const duplicateWindowMinutes = 10;

export interface LeadSettings {
  siteUrl: string;
  salesEmail: string;
  /** The application's sign-up endpoint; registrations are forwarded there. */
  registrationWebhookUrl: string;
  crmWebhookUrl?: string;
}

/** How the bot defence judged the submission. */
export interface Screening {
  status: LeadStatus;
  reason?: string;
  score?: number;
}

export interface LeadService {
  /**
   * Stores a lead and its notifications in one transaction; resolves once both are committed.
   * An identical lead sent again shortly after is answered with the first one's id.
   */
  submit(
    input: LeadInput,
    screening: Screening,
    /** Files the visitor's mail carries (a calculation's PDF); stored with the mail, not the lead. */
    attachments?: MailAttachment[],
  ): Promise<{ id: number; duplicate: boolean }>;
}

/** What makes two submissions the same: the type, the address and every field the visitor typed. */
export function leadFingerprint(input: LeadInput): string {
  // The moment of consent differs on every click; the fields the visitor typed do not.
  const details = Object.fromEntries(
    Object.entries(input.details).filter(([key]) => key !== "termsAcceptedAt"),
  );
  const canonical = JSON.stringify([
    input.type,
    input.email,
    input.name,
    input.phone,
    input.company,
    Object.entries(details).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

/**
 * The notifications of a lead: none for spam; no confirmation to an address nobody vouched for. A
 * calculation sent by mail is the one exception: the mail is what the visitor asked for, it carries our
 * words and the server's figures only, and the per-network limit bounds it, so it goes out unverified too;
 * it notifies nobody at Regu (a reader, not a request: it is in the exports and the CRM feed).
 * docs/calculators.md, Email me this calculation.
 */
export function notificationsOf(
  lead: Lead,
  settings: LeadSettings,
  attachments?: MailAttachment[],
): OutboxPayload[] {
  if (lead.status === "spam") return [];
  const site = { siteUrl: settings.siteUrl };
  if (lead.type === "calculator") {
    const messages: OutboxPayload[] = [
      { channel: "visitor-mail", to: lead.email, ...visitorConfirmation(lead, site), attachments },
    ];
    if (settings.crmWebhookUrl) messages.push(crmMessage(lead, settings.crmWebhookUrl));
    return messages;
  }
  const messages: OutboxPayload[] = [
    { channel: "sales-mail", to: settings.salesEmail, replyTo: lead.email, ...salesNotification(lead, site) },
  ];
  if (lead.status === "new") {
    messages.push({ channel: "visitor-mail", to: lead.email, ...visitorConfirmation(lead, site) });
  }
  if (lead.type === "registration") {
    messages.push({
      channel: "registration-webhook",
      url: settings.registrationWebhookUrl,
      body: {
        event: "registration.created",
        leadId: lead.id,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        companySize: lead.details.companySize,
        country: lead.details.country,
        lang: lead.lang,
        marketingConsent: lead.marketingConsent,
        termsAcceptedAt: lead.details.termsAcceptedAt,
        verified: lead.status === "new",
      },
    });
  }
  if (settings.crmWebhookUrl) messages.push(crmMessage(lead, settings.crmWebhookUrl));
  return messages;
}

function crmMessage(lead: Lead, url: string): OutboxPayload {
  return {
    channel: "crm-webhook",
    url,
    body: { event: "lead.created", lead: { ...lead, createdAt: lead.createdAt.toISOString() } },
  };
}

export function createLeadService(db: Database, settings: LeadSettings): LeadService {
  return {
    async submit(input, screening, attachments) {
      const fingerprint = leadFingerprint(input);
      return db.transaction(async (tx) => {
        // Two copies of one submission arriving together wait for each other here, so only one is stored.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`);
        const since = new Date(Date.now() - duplicateWindowMinutes * 60_000);
        const [existing] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.fingerprint, fingerprint), gt(leads.createdAt, since)))
          .limit(1);
        if (existing) return { id: existing.id, duplicate: true };

        const [row] = await tx
          .insert(leads)
          .values({
            type: input.type,
            status: screening.status,
            statusReason: screening.reason ?? null,
            recaptchaScore: screening.score ?? null,
            lang: input.lang,
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company,
            details: input.details as unknown as Record<string, unknown>,
            marketingConsent: input.marketingConsent,
            attribution: input.attribution as unknown as Record<string, string>,
            fingerprint,
          })
          .returning({ id: leads.id, createdAt: leads.createdAt });
        if (!row) throw new Error("the lead was not stored");
        const lead = { ...input, id: row.id, status: screening.status, createdAt: row.createdAt } as Lead;
        await queueMessages(
          tx,
          { leadId: lead.id, subjectEmail: lead.email },
          notificationsOf(lead, settings, attachments),
        );
        return { id: row.id, duplicate: false };
      });
    },
  };
}
