import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { MailMessage } from "./mail-content.ts";

export interface Mailer {
  /** Rejects when `signal` aborts (the server stopping), without waiting for the mail server. */
  send(message: MailMessage & { channel?: string }, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * Plain addresses only: anything with CR, LF, commas, quotes or angle brackets never reaches a header.
 * An apostrophe is fine before the @ (anne.d'cruz@…), as the forms accept it.
 */
const safeAddress = /^[^\s@<>,;"\\]+@[^\s@<>,;"'\\]+\.[^\s@<>,;"'\\]+$/;

export function assertAddress(address: string): string {
  if (address.length > 254 || !safeAddress.test(address)) {
    throw new Error("refused to put an invalid address into a mail header");
  }
  return address;
}

/**
 * SMTP through nodemailer. `from` is the site's own sender from configuration; visitors' input sets only
 * the recipient of their own confirmation and the Reply-To of the sales mail, both validated.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    // A stalled server must not hold the worker for minutes: every step has its time-out.
    dnsTimeout: 10_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const transport = nodemailer.createTransport(options);
  return {
    async send({ to, replyTo, subject, text, html, headers, attachments }, signal) {
      signal?.throwIfAborted();
      const sending = transport.sendMail({
        from,
        to: assertAddress(to),
        ...(replyTo ? { replyTo: assertAddress(replyTo) } : {}),
        subject,
        text,
        html,
        headers,
        ...(attachments
          ? {
              attachments: attachments.map(({ filename, contentType, base64 }) => ({
                filename,
                contentType,
                content: base64,
                encoding: "base64",
              })),
            }
          : {}),
      });
      if (!signal) return void (await sending);
      // nodemailer cannot cancel a send: the connection ends on its own time-out, or with the process.
      sending.catch(() => undefined);
      await new Promise<void>((resolve, reject) => {
        const cut = () => reject(signal.reason as Error);
        signal.addEventListener("abort", cut, { once: true });
        sending.then(
          () => {
            signal.removeEventListener("abort", cut);
            resolve();
          },
          (error: unknown) => {
            signal.removeEventListener("abort", cut);
            reject(error as Error);
          },
        );
      });
    },
    close: () => transport.close(),
  };
}
