/**
 * The site as the e2e suite runs it: the production build on a real PostgreSQL server, with mail going to
 * a real SMTP server on 127.0.0.1 that files each message as JSON, so tests can check what a lead became.
 * Playwright starts this as its web server; `backend.ts` reads what it writes into DATA_DIR.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { startArgs } from "../../../scripts/processes/start-args.ts";
import { startPostgres } from "../../../scripts/processes/postgres-server.ts";
import { startSmtpServer } from "../../support/smtp-server.ts";
import { stopWithSite } from "./child-site.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must name the run's folder");
const mailDir = join(dataDir, "mail");
const webhookDir = join(dataDir, "webhooks");
mkdirSync(mailDir, { recursive: true });
mkdirSync(webhookDir, { recursive: true });

const postgres = await startPostgres();
const smtp = await startSmtpServer({
  onMessage(mail, envelope, index) {
    const message = {
      to: envelope.to,
      replyTo: mail.replyTo?.text ?? null,
      subject: mail.subject ?? "",
      text: mail.text ?? "",
      html: typeof mail.html === "string" ? mail.html : "",
      // A calculation's PDF (docs/calculators.md): its bytes, for the test to read its text.
      attachments: mail.attachments.map((file) => ({
        filename: file.filename ?? "",
        contentType: file.contentType,
        base64: file.content.toString("base64"),
      })),
    };
    writeFileSync(join(mailDir, `${String(index).padStart(5, "0")}.json`), JSON.stringify(message));
  },
});
// The application's sign-up endpoint: it accepts each registration and files its body.
let webhooks = 0;
const signUp = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    webhooks += 1;
    writeFileSync(join(webhookDir, `${String(webhooks).padStart(5, "0")}.json`), Buffer.concat(chunks));
    response.writeHead(202).end();
  });
});
await new Promise<void>((resolve) => signUp.listen(0, "127.0.0.1", resolve));
const signUpUrl = `http://127.0.0.1:${(signUp.address() as AddressInfo).port}/api/sign-up`;

// The site's signing secret, known to the tests, so they can sign a link as the site does (an expired one).
const signingSecret = randomBytes(32).toString("hex");

writeFileSync(
  join(dataDir, "e2e.json"),
  JSON.stringify({ databaseUrl: postgres.url, mailDir, webhookDir, signingSecret }),
);

// As `npm start` runs it, with the same Node flags.
const site = spawn(process.execPath, startArgs(), {
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    REGISTRATION_WEBHOOK_URL: signUpUrl,
    SIGNING_SECRET: signingSecret,
    // Tests wait for mail: send at once, retry soon.
    OUTBOX_POLL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "200",
    // Every test posts from 127.0.0.1; the limit itself is tested in the integration suite.
    RATE_LIMIT_PER_IP: "10000",
    RATE_LIMIT_CONSENT_PER_IP: "10000",
  },
});

// Playwright prints what the site logs: its start, warnings, failures and shutdown, not a line per request.
createInterface({ input: site.stdout }).on("line", (line) => {
  if (!line.includes('"msg":"request"')) console.log(line);
});

stopWithSite(site, async () => {
  await smtp.stop();
  signUp.close();
  await postgres.stop();
});
