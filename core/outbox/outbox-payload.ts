import type { MailMessage } from "../mail/mail-content.ts";

/** A message waiting in the outbox, by channel: a mail, or a JSON webhook. */
export type OutboxPayload =
  | ({ channel: "sales-mail" | "visitor-mail" | "newsletter-mail" } & MailMessage)
  | { channel: "registration-webhook" | "crm-webhook"; url: string; body: Record<string, unknown> };

export type MailPayload = Extract<OutboxPayload, { to: string }>;
export type WebhookPayload = Extract<OutboxPayload, { url: string }>;
