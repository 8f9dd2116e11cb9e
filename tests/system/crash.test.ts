import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../core/db/database.server.ts";
import { leads, newsletterSubscribers } from "../../core/db/schema.ts";
import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { acknowledged, contactPost, newsletterPost, send } from "../support/site-requests.ts";
import { waitUntil } from "../../scripts/processes/wait.ts";

/** The forms' rate limits would refuse a load from one address: the e2e server raises them the same way. */
const loadEnv = { RATE_LIMIT_PER_IP: "10000", RATE_LIMIT_PER_EMAIL: "10000" };

interface Storage {
  name: string;
  /** The environment that points the site at the database, the same for both starts. */
  prepare(): Promise<Record<string, string>>;
  /** Opens the database the site used, once the second site has stopped (PGlite takes one process). */
  open(env: Record<string, string>): Promise<DatabaseHandle>;
  cleanUp(): Promise<void>;
}

let postgres: PostgresServer | undefined;
let dataDir: string | undefined;
const storages: Storage[] = [
  {
    name: "embedded PGlite in DATA_DIR",
    async prepare() {
      dataDir = mkdtempSync(join(tmpdir(), "regu-crash-"));
      return { DATA_DIR: dataDir };
    },
    open: (env) => openDatabase({ dataDir: join(env.DATA_DIR ?? "", "pglite") }),
    async cleanUp() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  },
  {
    name: "PostgreSQL at DATABASE_URL",
    async prepare() {
      postgres = await startPostgres();
      return { DATABASE_URL: postgres.url };
    },
    open: (env) => openDatabase({ url: env.DATABASE_URL, dataDir: "unused" }),
    async cleanUp() {
      await postgres?.stop();
    },
  },
];

describe.each(storages)("kill -9 under load, on $name", (storage) => {
  const started: SiteProcess[] = [];
  afterAll(async () => {
    for (const site of started) await site.stop();
    await storage.cleanUp();
  });

  it("keeps every lead and subscription the visitor was told succeeded", async () => {
    const env = { ...loadEnv, ...(await storage.prepare()) };
    const first = await startSite(env);
    started.push(first);
    const agent = new Agent({ keepAlive: true, maxSockets: 12 });
    const told = { contact: [] as string[], newsletter: [] as string[] };
    let killed = false;

    // Twelve visitors sending the contact form and subscribing, one after another, with new addresses.
    const visitor = async (id: number) => {
      for (let n = 0; !killed; n += 1) {
        const kind = (id + n) % 2 === 0 ? "contact" : "newsletter";
        const email = `crash.${id}.${n}.${Date.now()}@example.com`;
        const sent = kind === "contact" ? contactPost(first.port, email) : newsletterPost(first.port, email);
        try {
          const answer = await send(first.port, sent, { agent });
          if (acknowledged(sent, answer)) told[kind].push(email);
        } catch {
          // Cut by the kill: the visitor was told nothing, so nothing is promised.
        }
      }
    };
    const visitors = Array.from({ length: 12 }, (_, id) => visitor(id));
    await waitUntil(() => told.contact.length >= 40 && told.newsletter.length >= 40, {
      timeoutMs: 45_000,
      intervalMs: 10,
    });
    first.child.kill("SIGKILL");
    killed = true;
    await first.exited;
    await Promise.all(visitors);
    agent.destroy();

    // The site starts again on the same data, recovering whatever the kill left half-written.
    const second = await startSite(env);
    started.push(second);
    await second.stop();

    const database = await storage.open(env);
    try {
      const storedLeads = await database.db
        .select({ email: leads.email })
        .from(leads)
        .where(inArray(leads.email, told.contact));
      const storedSubscribers = await database.db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.email, told.newsletter));
      const missing = (told: string[], stored: { email: string }[]) => {
        const emails = new Set(stored.map((row) => row.email));
        return told.filter((email) => !emails.has(email));
      };
      expect(missing(told.contact, storedLeads)).toEqual([]);
      expect(missing(told.newsletter, storedSubscribers)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
