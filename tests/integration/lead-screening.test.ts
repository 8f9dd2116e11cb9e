/**
 * Screening a lead: spam kept without notifications, an unverified lead sent to sales only, and the reCAPTCHA
 * check against a verify server over HTTP (tests/support/lead-backend.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leads } from "../../core/db/schema.ts";
import { createLeadService } from "../../core/leads/store/leads.server.ts";
import { freePort } from "../../scripts/processes/postgres-server.ts";
import {
  db,
  demoLead,
  describeOnLeadBackends,
  leadSettings,
  mailsTo,
  must,
  onlyMailTo,
  outboxOf,
  recaptchaCheck,
  recaptchaSecret,
  salesEmail,
  screeningOf,
  setUpLeadServers,
  siteVerify,
  smtp,
  workerOn,
} from "../support/lead-backend.ts";

setUpLeadServers();

describeOnLeadBackends(() => {
  it("keeps spam without notifications and sends an unverified lead to sales only, flagged", async () => {
    const service = createLeadService(db, leadSettings());
    const worker = workerOn(db);

    const spamInput = demoLead({ name: "Cheap SEO Backlinks", company: "Backlink Empire" });
    const spam = await service.submit(spamInput, { status: "spam", reason: "honeypot filled" });
    const [spamRow] = await db.select().from(leads).where(eq(leads.id, spam.id));
    expect(spamRow).toMatchObject({ status: "spam", statusReason: "honeypot filled" });
    expect(await outboxOf(spam.id)).toHaveLength(0);

    const unverifiedInput = demoLead({ name: "Hendra Gunawan", company: "PT Karya Mandiri Sejahtera" });
    const unverified = await service.submit(unverifiedInput, {
      status: "unverified",
      reason: "reCAPTCHA unreachable",
    });
    expect((await outboxOf(unverified.id)).map((row) => row.channel)).toEqual(["sales-mail"]);

    expect(await worker.runOnce()).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    const salesMail = onlyMailTo(salesEmail);
    expect(salesMail.subject?.startsWith("[Unverified]")).toBe(true);
    expect(salesMail.subject).toContain("Hendra Gunawan");
    expect(salesMail.text).toContain("Status: Unverified");
    expect(mailsTo(unverifiedInput.email)).toHaveLength(0);
    expect(mailsTo(spamInput.email)).toHaveLength(0);
  });

  it("stores a lead judged spam by the reCAPTCHA verify server with its score and notifies nobody", async () => {
    siteVerify.respond({
      status: 200,
      json: { success: true, score: 0.1, action: "demo", hostname: "localhost" },
    });
    const verdict = await recaptchaCheck().verify("token-from-browser", "demo", "36.72.18.9");
    const input = demoLead({ name: "Joko Susilo" });
    const stored = await createLeadService(db, leadSettings()).submit(input, screeningOf(verdict));
    const [row] = await db.select().from(leads).where(eq(leads.id, stored.id));
    expect(row).toMatchObject({ status: "spam", recaptchaScore: 0.1 });
    expect(row?.statusReason).toContain("score");
    expect(await outboxOf(stored.id)).toHaveLength(0);
  });
});

describe("reCAPTCHA check against a verify server over HTTP", () => {
  beforeEach(() => {
    siteVerify.requests.length = 0;
  });

  const answer = (json: Record<string, unknown>) => siteVerify.respond({ status: 200, json });

  it("judges a high score with the right action and hostname human, and posts secret, token and IP", async () => {
    answer({ success: true, score: 0.9, action: "demo", hostname: "localhost" });
    expect(await recaptchaCheck().verify("token-abc", "demo", "36.72.18.9")).toEqual({
      verdict: "human",
      score: 0.9,
    });
    expect(siteVerify.requests).toHaveLength(1);
    const request = must(siteVerify.requests[0], "the verify request");
    expect(request).toMatchObject({ method: "POST", path: "/recaptcha/api/siteverify" });
    expect(request.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toEqual({
      secret: recaptchaSecret,
      response: "token-abc",
      remoteip: "36.72.18.9",
    });
  });

  it.each([
    ["a low score", { success: true, score: 0.1, action: "demo", hostname: "localhost" }, "score"],
    ["the wrong action", { success: true, score: 0.9, action: "contact", hostname: "localhost" }, "action"],
    [
      "a foreign hostname",
      { success: true, score: 0.9, action: "demo", hostname: "evil.example" },
      "hostname",
    ],
    ["a refused token", { success: false, "error-codes": ["timeout-or-duplicate"] }, "timeout-or-duplicate"],
  ])("judges %s spam", async (_case, json, reason) => {
    answer(json);
    const verdict = await recaptchaCheck().verify("token-abc", "demo", undefined);
    expect(verdict.verdict).toBe("spam");
    expect(verdict.verdict === "spam" ? verdict.reason : "").toContain(reason);
  });

  it("judges a verify server answering 500 unverified", async () => {
    siteVerify.respond({ status: 500, json: { error: "internal" } });
    const verdict = await recaptchaCheck().verify("token-abc", "demo", "36.72.18.9");
    expect(verdict).toEqual({ verdict: "unverified", reason: "reCAPTCHA answered 500" });
  });

  it("judges an unreachable verify server unverified", async () => {
    const port = await freePort();
    const verdict = await recaptchaCheck({ verifyUrl: `http://127.0.0.1:${port}/siteverify` }).verify(
      "token-abc",
      "demo",
      "36.72.18.9",
    );
    expect(verdict.verdict).toBe("unverified");
    expect(verdict.verdict === "unverified" ? verdict.reason : "").toContain("unreachable");
  });

  it("judges a form without a token unverified without asking the server", async () => {
    answer({ success: true, score: 0.9, action: "demo", hostname: "localhost" });
    expect(await recaptchaCheck().verify(undefined, "demo", "36.72.18.9")).toEqual({
      verdict: "unverified",
      reason: "no reCAPTCHA token",
    });
    expect(siteVerify.requests).toHaveLength(0);
  });

  it("judges every form unverified when no secret is configured: the check cannot run", async () => {
    const check = recaptchaCheck({ secret: undefined });
    expect(check.enabled).toBe(false);
    const unchecked = { verdict: "unverified", reason: "reCAPTCHA is not configured" };
    expect(await check.verify(undefined, "demo", undefined)).toEqual(unchecked);
    expect(await check.verify("token-abc", "demo", undefined)).toEqual(unchecked);
    expect(siteVerify.requests).toHaveLength(0);
  });
});
