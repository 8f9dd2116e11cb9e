import { confirmationDays } from "../../../core/newsletter/confirmation-period.ts";

/** What `npm run leads -- help` prints, and what follows a usage error. */
export const usage = `Operator commands for the leads database (the same settings as the server: DATABASE_URL, DATA_DIR).

Usage: npm run leads -- <command> [options]

  export [--type demo|registration|contact|resource] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
         [--status new|spam|unverified] [--out file.csv]
      Leads as CSV for Excel (UTF-8), oldest first; --from and --to are whole days in UTC.
      Writes to standard output unless --out; the number of leads goes to standard error.

  export --type newsletter [--status confirmed|pending|unsubscribed|all] [--from YYYY-MM-DD]
         [--to YYYY-MM-DD] [--out file.csv]
      Newsletter subscribers as CSV, oldest sign-up first, with their status and proof of consent (sign-up
      time and page, confirmation time). Only the confirmed ones, the mailing list, unless --status says
      otherwise; --from and --to are days of the sign-up. Unconfirmed sign-ups are deleted after ${confirmationDays} days.

  outbox [--status pending|sent|failed] [--limit N]
      The newest messages waiting, sent or failed (50 unless --limit), and the count per status.
      Addresses are masked; message contents are never shown.

  outbox retry <id> | --failed
      Puts one failed message, or every failed one, back in the queue; the running site sends them.

  forget <email> [--yes]
      Erases everything about an address: leads, their mail and webhooks, newsletter subscription,
      rate-limit counters. Without --yes it only counts what would go.

  forget <consent-id> [--yes]
      Erases the cookie choices recorded under a consent ID (the visitor finds it in the site's cookie
      settings). Without --yes it only counts what would go.

  help
      This text.

Examples:
  npm run leads -- export --type demo --from 2025-03-01 --to 2025-03-31 --out demo-march.csv
  npm run leads -- export --status spam > spam.csv
  npm run leads -- export --type newsletter --out mailing-list.csv
  npm run leads -- export --type newsletter --status all
  npm run leads -- outbox --status failed
  npm run leads -- outbox retry 42
  npm run leads -- outbox retry --failed
  npm run leads -- forget budi@pt-alun.co.id          (dry run: what would be deleted)
  npm run leads -- forget budi@pt-alun.co.id --yes    (deletes)
  npm run leads -- forget 0b7e2c1a-6f1d-4c2e-9a57-3d2f8e6b9c10 --yes

With the embedded database (no DATABASE_URL) only one process may open $DATA_DIR/pglite (./data/pglite)
at a time: stop the site first, or use DATABASE_URL.
`;
