import type { MailAttachment, MailContent } from "../lead.ts";

/** A message waiting in the outbox, by channel: a mail, or a JSON webhook. */
export type OutboxPayload =
  | ({
      channel: "sales-mail" | "visitor-mail" | "newsletter-mail";
      to: string;
      replyTo?: string;
    } & MailContent & {
        /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
        headers?: Record<string, string>;
        /** Files the mail carries: the calculation's PDF. */
        attachments?: MailAttachment[];
      })
  | { channel: "registration-webhook" | "crm-webhook"; url: string; body: Record<string, unknown> };

export type MailPayload = Extract<OutboxPayload, { to: string }>;
export type WebhookPayload = Extract<OutboxPayload, { url: string }>;
