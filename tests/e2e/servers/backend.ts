/**
 * What the e2e server's backend holds, read the way an operator would: the leads in PostgreSQL and the
 * mail the SMTP server received (see serve.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

interface Backend {
  databaseUrl: string;
  mailDir: string;
  webhookDir: string;
  /** The site's SIGNING_SECRET. */
  signingSecret: string;
}

/** The backend of the build without tools, or of the one with them (the consent spec's, under tools/). */
function backend(which: "plain" | "tools" = "plain"): Backend {
  const dataDir = process.env.REGU_E2E_DATA_DIR;
  if (!dataDir) throw new Error("REGU_E2E_DATA_DIR is not set: run the suite through playwright.config.ts");
  const dir = which === "tools" ? join(dataDir, "tools") : dataDir;
  return JSON.parse(readFileSync(join(dir, "e2e.json"), "utf8")) as Backend;
}

export interface StoredConsentRecord {
  consent_id: string;
  analytics: boolean;
  marketing: boolean;
  chat: boolean;
  policy_version: string;
}

/** The cookie choices recorded under a consent ID by the server with tools, oldest first. */
export async function consentRecordsOf(consentId: string): Promise<StoredConsentRecord[]> {
  const client = new pg.Client({ connectionString: backend("tools").databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredConsentRecord>(
      "select consent_id, analytics, marketing, chat, policy_version from consent_records where consent_id = $1 order by id",
      [consentId],
    );
    return rows;
  } finally {
    await client.end();
  }
}

export interface StoredLead {
  id: number;
  type: string;
  status: string;
  lang: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  details: Record<string, unknown>;
  marketing_consent: boolean;
  attribution: Record<string, string>;
}

/** The leads stored for an address, oldest first. */
export async function leadsOf(email: string): Promise<StoredLead[]> {
  const client = new pg.Client({ connectionString: backend().databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredLead>("select * from leads where email = $1 order by id", [
      email,
    ]);
    return rows;
  } finally {
    await client.end();
  }
}

export interface ReceivedMail {
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; base64: string }>;
}

/** The mail received so far for an address (as recipient or as the Reply-To of the sales mail). */
export function mailAbout(email: string): ReceivedMail[] {
  const { mailDir } = backend();
  return readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(email) || mail.replyTo === email);
}

/** The registrations the application's sign-up endpoint received for an address, as JSON bodies. */
export function webhooksAbout(email: string): Array<Record<string, unknown>> {
  const { webhookDir } = backend();
  return readdirSync(webhookDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(webhookDir, file), "utf8")) as Record<string, unknown>)
    .filter((body) => body.email === email);
}

/** The secret the site signs its links with, for a test that makes one as the site would. */
export function siteSigningSecret(): string {
  return backend().signingSecret;
}

export interface StoredSubscriber {
  id: number;
  lang: string;
  source_page: string;
  subscribed_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/** The newsletter subscription of an address, if one is stored. */
export async function subscriberOf(email: string): Promise<StoredSubscriber | undefined> {
  const client = new pg.Client({ connectionString: backend().databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredSubscriber>(
      "select id, lang, source_page, subscribed_at, confirmed_at, unsubscribed_at from newsletter_subscribers where email = $1",
      [email],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
