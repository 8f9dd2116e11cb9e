import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { waitUntil } from "../../scripts/processes/wait.ts";

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:PORT`, for nodemailer. The port stays the same across stop() and start(). */
  url: string;
  port: number;
  /** Every message accepted so far, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /** The SMTP envelope of each message (MAIL FROM, RCPT TO), at the same index as `messages`. */
  envelopes: Envelope[];
  /** Resolves with the messages once at least `count` have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (an outage): connections are refused until start() is called again. */
  stop(): Promise<void>;
  /** Listens again on the same port; does nothing when already listening. */
  start(): Promise<void>;
}

export interface Envelope {
  from: string;
  to: string[];
}

/** Called with each message as it is accepted (the e2e server files them for the tests to read). */
type OnMessage = (mail: ParsedMail, envelope: Envelope, index: number) => void;

function createServer(messages: ParsedMail[], envelopes: Envelope[], onMessage?: OnMessage): SMTPServer {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // Nodemailer closes its connection after each message; nothing should be left to wait for.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      const envelope = { from: mailFrom ? mailFrom.address : "", to: rcptTo.map((rcpt) => rcpt.address) };
      simpleParser(stream)
        .then((mail) => {
          // Stored before the server answers 250, so a resolved sendMail means the message is here.
          messages.push(mail);
          envelopes.push(envelope);
          onMessage?.(mail, envelope, messages.length - 1);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // A client that drops the connection must not crash the test run.
  server.on("error", () => undefined);
  return server;
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.server.off("error", onError);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message, parsed with mailparser. */
export async function startSmtpServer({
  onMessage,
}: { onMessage?: OnMessage } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const envelopes: Envelope[] = [];
  let server: SMTPServer | undefined = createServer(messages, envelopes, onMessage);
  const port = await listen(server, 0);

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    envelopes,
    async waitFor(count, timeoutMs = 5000) {
      await waitUntil(() => messages.length >= count, {
        timeoutMs,
        message: () => `expected ${count} messages on the SMTP server, got ${messages.length}`,
      });
      return messages;
    },
    async stop() {
      const running = server;
      if (!running) return;
      server = undefined;
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      const next = createServer(messages, envelopes, onMessage);
      await listen(next, port);
      server = next;
    },
  };
}
