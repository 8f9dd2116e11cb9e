/** An email ready for nodemailer; addresses are validated before they get here. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A file a mail carries (the calculation's PDF), its bytes in base64 so the outbox row stays JSON. */
export interface MailAttachment {
  filename: string;
  contentType: "application/pdf";
  base64: string;
}

/** A mail ready to send: its recipient, its content and what it carries besides. */
export interface MailMessage extends MailContent {
  to: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** Files the mail carries: the calculation's PDF. */
  attachments?: MailAttachment[];
}
