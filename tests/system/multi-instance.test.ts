/**
 * Several instances on one PostgreSQL server behind nginx, as compose.yaml runs them: the instances started
 * as production starts them (`npm start`'s command, DATABASE_URL, one SIGNING_SECRET, TRUST_PROXY=1), and
 * nginx running the production balancer configuration, deploy/nginx.conf, with only the addresses and
 * paths replaced (scripts/processes/nginx.ts). docs/operations.md, "Containers"; docs/testing.md.
 */
import { Agent } from "node:http";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationLockId } from "../../core/db/database.server.ts";
import { downloadPath } from "../../core/leads/download-path.ts";
import { formRateLimits } from "../../core/limits/rate-limit.server.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { findNginx, startNginx, type Balancer } from "../../scripts/processes/nginx.ts";
import { startPostgres, type PostgresServer } from "../../scripts/processes/postgres-server.ts";
import { stacksIn, startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import {
  acknowledged,
  contactPost,
  send,
  type Exchange,
  type SiteRequest,
} from "../support/site-requests.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { awayFromWindowEdge, sleep, waitUntil } from "../../scripts/processes/wait.ts";

const nginx = findNginx();
if ("missing" in nginx) console.warn(`multi-instance tests skipped: ${nginx.missing}`);

/** As many as compose.yaml runs. */
const instanceCount = 2;
const signingSecret = "multi-instance-signing-secret-shared-by-every-instance";
const journal = JSON.parse(
  readFileSync(new URL("../../core/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };

let postgres: PostgresServer | undefined;
let smtp: TestSmtpServer | undefined;
let observer: pg.Client | undefined;
let balancer: Balancer | undefined;
/** The running instance at each place of the upstream (a restart puts the new process in its place). */
const instances: SiteProcess[] = [];
/** Every process started, running or not, for the logs and the clean-up. */
const everyProcess: SiteProcess[] = [];

/** As production configures each instance; the sender names the instance, so a mail says who sent it. */
function instanceEnv(index: number): Record<string, string> {
  return {
    DATABASE_URL: postgres?.url ?? "",
    SIGNING_SECRET: signingSecret,
    TRUST_PROXY: "1",
    SMTP_URL: smtp?.url ?? "",
    MAIL_FROM: `Regu <site-${index}@regu.example>`,
    // Every worker looks for due messages often, so that they really compete for them.
    OUTBOX_POLL_MS: "100",
    // A stop keeps answering a moment after it says it is not ready, as in production (6 s there).
    SHUTDOWN_DRAIN_MS: "1000",
  };
}

async function startInstance(index: number, options: Parameters<typeof startSite>[1] = {}) {
  const port = instances[index]?.port;
  const site = await startSite({ ...instanceEnv(index), ...(port ? { PORT: String(port) } : {}) }, options);
  everyProcess.push(site);
  instances[index] = site;
  return site;
}

const db = () => {
  if (!observer) throw new Error("no database connection");
  return observer;
};
const proxy = () => {
  if (!balancer) throw new Error("nginx is not running");
  return balancer;
};

/** Connections waiting for the migration lock (pg_locks splits the 64-bit key; ours fits in objid). */
async function waitingForMigrationLock(): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    `select count(*)::int as n from pg_locks
      where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and not granted`,
    [migrationLockId],
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  if ("missing" in nginx) return;
  [postgres, smtp] = await Promise.all([startPostgres(), startSmtpServer()]);
  observer = new pg.Client({ connectionString: postgres.url });
  await observer.connect();
  // Every instance must really start together on the fresh database: the lock every instance takes
  // around its migrations is held here until all of them wait for it.
  await db().query("select pg_advisory_lock($1)", [migrationLockId]);
  const starting = await Promise.allSettled(
    Array.from({ length: instanceCount }, (_, index) => startInstance(index, { waitFor: "/healthz" })),
  );
  for (const result of starting) if (result.status === "rejected") throw result.reason;
  await waitUntil(async () => (await waitingForMigrationLock()) === instanceCount, {
    timeoutMs: 20_000,
    intervalMs: 50,
    message: () => `not every instance waited for the migration lock`,
  });
  await db().query("select pg_advisory_unlock($1)", [migrationLockId]);
  await Promise.all(
    instances.map((site) =>
      waitUntil(() => fetch(`${site.url}/readyz`).then((response) => response.ok), {
        timeoutMs: 30_000,
        intervalMs: 50,
        message: () => `${site.url} was not ready within 30 s:\n${site.output()}`,
      }),
    ),
  );
  balancer = await startNginx(
    nginx.binary,
    instances.map((site) => site.port),
  );
}, 120_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(everyProcess.map((site) => site.stop()));
  await smtp?.stop();
  await observer?.end();
  await postgres?.stop();
});

/** Which instance logged the request line with this request id (the one nginx made and sent back). */
function instanceOf(requestId: string | string[] | undefined): number | undefined {
  const index = instances.findIndex((site) =>
    site.logs().some((entry) => entry.msg === "request" && entry.reqId === requestId),
  );
  return index >= 0 ? index : undefined;
}

/** A distinct loopback address per visitor: the rate limits count each apart (127.0.0.1 is left alone). */
let visitors = 0;
function nextVisitor(): string {
  const n = visitors++;
  return `127.${100 + Math.floor(n / 62_500)}.${(Math.floor(n / 250) % 250) + 1}.${(n % 250) + 1}`;
}

/** The addresses of `emails` not stored exactly once as a lead. */
async function notStoredOnce(emails: readonly string[]): Promise<string[]> {
  const { rows } = await db().query<{ email: string; n: number }>(
    "select email, count(*)::int as n from leads where email = any($1) group by email",
    [emails],
  );
  const stored = new Map(rows.map((row) => [row.email, row.n]));
  return emails
    .filter((email) => stored.get(email) !== 1)
    .map((email) => `${email}: ${stored.get(email) ?? 0}`);
}

const pages = ["/", "/pricing", "/faq", "/blog", "/contact-us", "/beranda"];

interface Load {
  /** Requests answered (or failed) so far. */
  answered(): number;
  getFailures: string[];
  postFailures: string[];
  /** The addresses of the contact forms answered with the thank-you redirect. */
  acknowledgedEmails: string[];
  gets: number;
  posts: number;
  /** Stops sending and resolves once every client has its last answer. */
  stop(): Promise<void>;
}

/**
 * `clients` visitors through nginx, each sending one request after another: pages, on kept-alive
 * connections for half of them and a connection per request for the others, and every third request the
 * contact form, each from a new visitor's address.
 */
function startLoad(tag: string, clients = 10): Load {
  let stopped = false;
  const pageAgent = new Agent({ keepAlive: true, maxSockets: clients });
  // One connection per form: each comes from an address of its own.
  const formAgent = new Agent({ keepAlive: false });
  const port = proxy().port;
  const load: Load = {
    answered: () => load.gets + load.posts,
    getFailures: [],
    postFailures: [],
    acknowledgedEmails: [],
    gets: 0,
    posts: 0,
    stop: async () => undefined,
  };
  const explain = (sent: SiteRequest, answer: Exchange | Error) =>
    answer instanceof Error
      ? `${sent.method} ${sent.path}: ${answer.message}`
      : `${sent.method} ${sent.path}: ${answer.status} (request ${String(answer.headers["x-request-id"])})`;
  const client = async (id: number) => {
    for (let n = 0; !stopped; n += 1) {
      const post = n % 3 === 2;
      const email = `${tag}.${id}.${n}@example.com`;
      const sent: SiteRequest = post
        ? contactPost(port, email)
        : { method: "GET", path: pages[(id + n) % pages.length] ?? "/" };
      let answer: Exchange | Error;
      try {
        answer = await send(
          port,
          sent,
          post
            ? { agent: formAgent, localAddress: nextVisitor() }
            : { agent: id % 2 === 0 ? pageAgent : formAgent },
        );
      } catch (error) {
        answer = error instanceof Error ? error : new Error(String(error));
      }
      const ok = !(answer instanceof Error) && acknowledged(sent, answer);
      if (post) {
        load.posts += 1;
        if (ok) load.acknowledgedEmails.push(email);
        else load.postFailures.push(explain(sent, answer));
      } else {
        load.gets += 1;
        if (!ok) load.getFailures.push(explain(sent, answer));
      }
      // A breath between requests: the machine has two cores for the instances, nginx and PostgreSQL.
      await sleep(5);
    }
  };
  const running = Array.from({ length: clients }, (_, id) => client(id));
  load.stop = async () => {
    stopped = true;
    await Promise.all(running);
    pageAgent.destroy();
    formAgent.destroy();
  };
  return load;
}

/** Waits until the load has answered `count` more requests. */
async function moreAnswers(load: Load, count: number) {
  const target = load.answered() + count;
  await waitUntil(() => load.answered() >= target, {
    timeoutMs: 30_000,
    intervalMs: 20,
    message: () => `the load stalled at ${load.answered()} answers:\n${proxy().errorLog().slice(-2000)}`,
  });
}

/**
 * Waits until nginx passes requests to `site` again. nginx counts the refused connections of an instance
 * that stopped and leaves it out for fail_timeout (10 s) after the last one, even once it is ready: stopping
 * the next instance before then would leave nginx none (docs/operations.md, "Containers").
 */
async function takingTraffic(site: SiteProcess) {
  const since = site.logs().length;
  // Health checks are logged at debug: every request line comes through nginx.
  const requests = () =>
    site
      .logs()
      .slice(since)
      .filter((entry) => entry.msg === "request").length;
  await waitUntil(() => requests() >= 10, {
    timeoutMs: 30_000,
    intervalMs: 50,
    message: () => `nginx sent ${site.url} no requests within 30 s:\n${proxy().errorLog().slice(-2000)}`,
  });
}

describe.skipIf("missing" in nginx)("instances behind nginx on one PostgreSQL server", () => {
  it("migrate once when they start together on a fresh database", async () => {
    const applied = await db().query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    for (const site of instances) {
      expect(site.logs().filter((entry) => entry.level === "fatal")).toEqual([]);
      expect(stacksIn(site)).toEqual([]);
    }
  });

  it("hold one visitor to the form limit once, not once per instance", async () => {
    const limit = formRateLimits.perIp;
    await awayFromWindowEdge(formRateLimits.perIpWindowSeconds * 1000);
    const answers: Exchange[] = [];
    // From 127.0.0.1, which nginx appends to X-Forwarded-For: one visitor to every instance.
    for (let i = 0; i < 2 * limit; i += 1) {
      answers.push(
        await send(proxy().port, contactPost(proxy().port, `limit.${i}.${Date.now()}@example.com`)),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(303));
    expect(statuses.slice(limit)).toEqual(Array(limit).fill(429));

    // nginx spread them over the instances, and each refused before it had stored ten itself: they share
    // one count.
    const ids = answers.map((answer) => answer.headers["x-request-id"]);
    // Made by nginx, sent to the instance and back to the visitor once.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    await waitUntil(() => ids.every((id) => instanceOf(id) !== undefined), {
      message: () => "a request id is missing from the instances' logs",
    });
    const handledBy = ids.map(instanceOf);
    expect(new Set(handledBy).size).toBe(instanceCount);
    const storedBy = handledBy.slice(0, limit);
    for (let index = 0; index < instanceCount; index += 1) {
      expect(storedBy.filter((instance) => instance === index).length).toBeLessThan(limit);
    }
  });

  it("accept on one instance a download link another signed", async () => {
    const [signer, ...others] = instances;
    if (!signer) throw new Error("no instance");
    const slug = "how-companies-are-going-digital";
    const path = pathTo("resource", "en", { name: slug });
    const answer = await send(signer.port, {
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: signer.url },
      body: new URLSearchParams({
        name: "Rina Hartono",
        email: `download.${Date.now()}@example.co.id`,
        company: "Raza Kopi",
        phone: "+62 811 2345 678",
        website: "",
        startedAt: String(Date.now() - 20_000),
      }).toString(),
    });
    expect(answer.status).toBe(303);
    const token = new URL(String(answer.headers.location), signer.url).searchParams.get("download") ?? "";
    expect(token).not.toBe("");

    for (const origin of [...others.map((site) => site.url), proxy().url]) {
      const file = await fetch(`${origin}${downloadPath(token)}`);
      expect(file.status, origin).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    }
  });

  it("send every outbox message exactly once while every instance's worker runs", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `outbox.${i}.${Date.now()}@example.com`);
    const answers: Exchange[] = [];
    const queue = [...emails];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let email = queue.shift(); email; email = queue.shift()) {
          const sent = contactPost(proxy().port, email);
          const answer = await send(proxy().port, sent, { localAddress: nextVisitor() });
          expect(acknowledged(sent, answer), `${email}: ${answer.status}`).toBe(true);
          answers.push(answer);
        }
      }),
    );

    const outboxOf = async () =>
      (
        await db().query<{ id: number; subject_email: string; status: string; attempts: number }>(
          "select id, subject_email, status, attempts from outbox where subject_email = any($1)",
          [emails],
        )
      ).rows;
    await waitUntil(async () => (await outboxOf()).every((row) => row.status === "sent"), {
      timeoutMs: 30_000,
      intervalMs: 100,
      message: () => "the outbox did not empty within 30 s",
    });
    const rows = await outboxOf();
    // Without reCAPTCHA every lead is unverified: the sales notice is its only message.
    expect(rows).toHaveLength(emails.length);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const { rows: attempts } = await db().query<{ n: number }>(
      "select count(*)::int as n from outbox_attempts where message_id = any($1)",
      [rows.map((row) => row.id)],
    );
    expect(attempts[0]?.n).toBe(emails.length);

    const mailsPerLead = new Map(emails.map((email) => [email, 0]));
    const senders = new Set<string>();
    smtp?.messages.forEach((mail, index) => {
      const about = mail.replyTo?.value[0]?.address ?? "";
      if (!mailsPerLead.has(about)) return;
      mailsPerLead.set(about, (mailsPerLead.get(about) ?? 0) + 1);
      senders.add(smtp?.envelopes[index]?.from ?? "");
    });
    expect([...mailsPerLead].filter(([, count]) => count !== 1)).toEqual([]);
    // The leads were stored on every instance, and more than one worker sent their mail.
    expect(new Set(answers.map((answer) => instanceOf(answer.headers["x-request-id"]))).size).toBe(
      instanceCount,
    );
    expect(senders.size).toBeGreaterThan(1);
  });

  it("restart one instance after another under load without failing a request", async () => {
    const load = startLoad(`rolling.${Date.now()}`);
    const exitCodes: (number | null)[] = [];
    try {
      for (let index = 0; index < instanceCount; index += 1) {
        await moreAnswers(load, 60);
        const old = instances[index];
        if (!old) throw new Error(`no instance ${index}`);
        old.child.kill("SIGTERM");
        exitCodes.push(await old.exited);
        // Served by the others alone for a while.
        await moreAnswers(load, 30);
        await takingTraffic(await startInstance(index));
      }
      await moreAnswers(load, 60);
    } finally {
      await load.stop();
    }
    expect(exitCodes).toEqual(Array(instanceCount).fill(0));
    expect(load.getFailures).toEqual([]);
    expect(load.postFailures).toEqual([]);
    expect(await notStoredOnce(load.acknowledgedEmails)).toEqual([]);
    expect(load.posts).toBeGreaterThan(30);
  });

  it("lose no acknowledged lead when an instance is killed under load, and fail no page", async () => {
    const load = startLoad(`killed.${Date.now()}`);
    const victim = instances[0];
    if (!victim) throw new Error("no instance");
    try {
      await moreAnswers(load, 100);
      // Every instance takes requests through nginx when one of them dies.
      await Promise.all(instances.map((site) => takingTraffic(site)));
      victim.child.kill("SIGKILL");
      await victim.exited;
      await moreAnswers(load, 200);
    } finally {
      await load.stop();
    }
    // nginx sends every request the killed instance did not answer to another one: pages, and forms too,
    // which the site stores once even when the killed instance had stored them already.
    expect(load.getFailures).toEqual([]);
    expect(load.postFailures).toEqual([]);
    expect(await notStoredOnce(load.acknowledgedEmails)).toEqual([]);
    expect(load.acknowledgedEmails.length).toBeGreaterThan(30);
  });
});

// Said in the test list as well as on standard error.
if ("missing" in nginx) it.skip(`needs nginx: ${nginx.missing}`, () => undefined);
