import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { startSite, type SiteProcess } from "../../scripts/processes/site-process.ts";
import { newsletterPost, send, type Exchange } from "../support/site-requests.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

/**
 * The newsletter mail's links on the production server, as mail gateways, mail providers and visitors
 * reach them (docs/security.md, "Mail links"): a HEAD or GET of a link changes nothing, the page's
 * button posts from the site's own origin, and a mail provider's one-click POST (RFC 8058) comes from
 * its server, with no Origin and no Sec-Fetch-Site, and is answered 200.
 */
describe("the newsletter mail's links on the server", () => {
  let site: SiteProcess;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" });
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  /** Signs up and returns the paths of the mail's confirmation link and List-Unsubscribe address. */
  async function signUp(email: string) {
    const before = smtp.messages.length;
    const answer = await send(site.port, newsletterPost(site.port, email));
    expect(answer.status).toBe(200);
    const [mail] = (await smtp.waitFor(before + 1, 15_000)).slice(before);
    const confirm = /https?:\/\/\S+?[?&]token=\d+\.\d+\.[\w-]+/.exec(mail?.text ?? "")?.[0];
    const header = mail?.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
    const unsubscribe = /<([^>]+)>/.exec(header)?.[1];
    const post = mail?.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line;
    expect(post).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    if (!confirm || !unsubscribe) throw new Error("the mail has no confirmation or unsubscribe link");
    const path = (url: string) => new URL(url).pathname + new URL(url).search;
    return { confirm: path(confirm), unsubscribe: path(unsubscribe) };
  }

  /** The page's heading as a visitor reads it. */
  const heading = (answer: Exchange) =>
    /<h1[^>]*>([^<]*)<\/h1>/
      .exec(answer.body)?.[1]
      ?.replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
  const words = leadPagesContent.en;
  const origin = () => ({ Origin: `http://127.0.0.1:${site.port}` });
  const formPost = (path: string, body: string, headers: Record<string, string> = {}) =>
    send(site.port, {
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  it("confirms on the page's button only: HEAD and GET of the link, again and again, leave it pending", async () => {
    const { confirm } = await signUp(`scanned.${Date.now()}@example.com`);
    for (let round = 0; round < 3; round++) {
      const head = await send(site.port, { method: "HEAD", path: confirm });
      expect(head.status).toBe(200);
      expect(head.body).toBe("");
      const get = await send(site.port, { method: "GET", path: confirm });
      expect(heading(get)).toBe(words.confirmSubscription.ask.title);
      expect(get.body).toContain(words.confirmSubscription.ask.button);
    }
    const token = new URL(confirm, "http://x").searchParams.get("token") ?? "";
    // The button, as a browser without JavaScript posts it.
    const pressed = await formPost(confirm, new URLSearchParams({ token }).toString(), origin());
    expect(pressed.status).toBe(200);
    expect(heading(pressed)).toBe(words.confirmSubscription.confirmed.title);
    expect(heading(await send(site.port, { method: "GET", path: confirm }))).toBe(
      words.confirmSubscription.confirmed.title,
    );
  });

  it("unsubscribes on a mail provider's one-click POST, with no Origin, and never on HEAD or GET", async () => {
    const { unsubscribe } = await signUp(`leaving.${Date.now()}@example.com`);
    expect(unsubscribe.startsWith(`${pathTo("unsubscribe", "en")}?token=`)).toBe(true);
    for (const method of ["HEAD", "GET", "GET"] as const) {
      const answer = await send(site.port, { method, path: unsubscribe });
      expect(answer.status).toBe(200);
      if (method === "GET") expect(heading(answer)).toBe(words.unsubscribe.ask.title);
    }
    expect(heading(await send(site.port, { method: "GET", path: unsubscribe }))).toBe(
      words.unsubscribe.ask.title,
    );

    // RFC 8058: the provider's server posts this body to the List-Unsubscribe address, and nothing else.
    const oneClick = await formPost(unsubscribe, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(heading(oneClick)).toBe(words.unsubscribe.done.title);
    expect(heading(await send(site.port, { method: "GET", path: unsubscribe }))).toBe(
      words.unsubscribe.done.title,
    );
  });

  it("refuses the button's post from another site's page, as every form post", async () => {
    const { unsubscribe } = await signUp(`forged.${Date.now()}@example.com`);
    const token = new URL(unsubscribe, "http://x").searchParams.get("token") ?? "";
    const forged = await formPost(unsubscribe, new URLSearchParams({ token }).toString(), {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(forged.status).toBe(403);
    expect(heading(await send(site.port, { method: "GET", path: unsubscribe }))).toBe(
      words.unsubscribe.ask.title,
    );
  });
});
