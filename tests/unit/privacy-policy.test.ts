import { describe, expect, it } from "vitest";
import { loadLegalDocument } from "../../app/legal/documents.server.ts";
import { applyConditions, type PrivacyConfig } from "../../app/legal/privacy-tools.ts";

/**
 * The privacy policy, cookie list included, as the site renders it under a configuration: the same code the
 * build runs (app/legal/documents.server.ts), the real content files, each language. Every sentence that
 * depends on a tool follows the configuration: a tool that is not configured is never named or implied,
 * and every one that is, is.
 */
const text = (config: PrivacyConfig) => {
  const documents = loadLegalDocument("privacy", config);
  return {
    en: plain(documents.en.html),
    id: plain(documents.id.html),
    html: { en: documents.en.html, id: documents.id.html },
  };
};
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const tags = { GTM_ID: "GTM-TEST123", LINKEDIN_PARTNER_ID: "1234567" };
const recaptcha = { RECAPTCHA_SITE_KEY: "6Lc_test_site_key" };
const chats = {
  tawk: { CHAT_PROVIDER: "tawk", CHAT_ID: "64a1b2c3d4e5f6a7b8c9d0e1/1h5abcdef" },
  crisp: { CHAT_PROVIDER: "crisp", CHAT_ID: "7f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" },
  chatwoot: { CHAT_PROVIDER: "chatwoot", CHAT_ID: "Ab12Cd34Ef56Gh78Ij90" },
} as const;
const vendors = { tawk: "Tawk.to", crisp: "Crisp", chatwoot: "Chatwoot" } as const;

/** What names or implies each tool, in either language. */
const signs = {
  recaptcha: [/reCAPTCHA/, /bot protection|perlindungan bot/i, /Terms of Service|Persyaratan Layanan/],
  analytics: [
    /analytic|analitik/i,
    /Google Analytics|Google Tag Manager|Consent Mode/,
    /\b_ga\b/,
    /measure[sd]? (your )?visits|menghitung kunjungan/i,
  ],
  marketing: [
    /LinkedIn/,
    /advertis|iklan/i,
    /tracking pixel|piksel pelacak/i,
    /marketing cookies|cookie pemasaran|consent to marketing|persetujuan Anda untuk pemasaran/i,
    /li_sugr|bcookie|li_fat_id/,
  ],
  chat: [
    /live chat/i,
    /chat cookies|cookie chat|chat window|jendela chat/i,
    /Tawk|Crisp|Chatwoot|twk_|crisp-client|cw_conversation/,
  ],
  consent: [
    /regu_consent/,
    /cookie settings|pengaturan cookie/i,
    /cookie banner|banner/i,
    /needs your consent|memerlukan persetujuan Anda/i,
  ],
  // A cross-reference to the tools of section 4 when none is there to refer to.
  tools: [/(tools?|alat)\b[^.;]*(section|Bagian) 4/i, /(section|Bagian) 4\)/],
};

function expectNone(page: string, lang: string, kinds: (keyof typeof signs)[]) {
  for (const kind of kinds)
    for (const sign of signs[kind]) expect(page, `${lang}: ${kind} ${String(sign)}`).not.toMatch(sign);
}

function expectEvery(page: string, lang: string, kinds: (keyof typeof signs)[]) {
  for (const kind of kinds)
    for (const sign of signs[kind].slice(0, 1))
      expect(page, `${lang}: ${kind} ${String(sign)}`).toMatch(sign);
}

const doubleOptIn = {
  en: [
    /subscribed only once you open it \(double opt-in\)/,
    /proof of your consent/,
    /not confirmed within 14 days is deleted/,
  ],
  id: [
    /setelah tautan itu Anda buka \(double opt-in\)/,
    /bukti persetujuan Anda/,
    /tidak dikonfirmasi dalam 14 hari akan dihapus/,
  ],
};

describe("the privacy policy follows the configuration, sentence by sentence", () => {
  it("with no tool: names no tool, no analytics, advertising, chat or reCAPTCHA, and no tools of section 4", () => {
    const policy = text({});
    for (const lang of ["en", "id"] as const) {
      expectNone(policy[lang], lang, ["recaptcha", "analytics", "marketing", "chat", "consent", "tools"]);
      expect(policy.html[lang]).not.toContain("<!--");
      for (const sentence of doubleOptIn[lang]) expect(policy[lang]).toMatch(sentence);
    }
    expect(policy.en).toContain("We use no other cookies or tracking technologies on this site.");
    expect(policy.en).toContain("## 4. Cookies".slice(3));
    expect(policy.en).not.toContain("4. Cookies and");
    expect(policy.id).toContain("Kami tidak menggunakan cookie atau teknologi pelacak lain di situs ini.");
  });

  it("with the tags only (Tag Manager and LinkedIn): names them and their cookies, and no chat or reCAPTCHA", () => {
    const policy = text(tags);
    for (const lang of ["en", "id"] as const) {
      expectEvery(policy[lang], lang, ["analytics", "marketing", "consent", "tools"]);
      for (const name of ["Google Tag Manager", "Google Analytics", "_ga", "li_sugr", "regu_consent"])
        expect(policy[lang], `${lang}: ${name}`).toContain(name);
      expectNone(policy[lang], lang, ["recaptcha", "chat"]);
      expect(policy.html[lang]).not.toContain("<!--");
    }
    expect(policy.en).toContain("4. Cookies and analytics");
    expect(policy.en).toContain("in the cookie banner or settings.");
    expect(policy.en).toContain("**LinkedIn,** for measuring".replace(/\*/g, ""));
    expect(policy.id).toContain("4. Cookie dan analitik");
    expect(policy.id).toContain("melalui banner atau pengaturan cookie.");
  });

  it.each(Object.keys(chats) as (keyof typeof chats)[])(
    "with everything (tags, %s chat, reCAPTCHA): names every tool, and no other chat vendor",
    (provider) => {
      const policy = text({ ...tags, ...recaptcha, ...chats[provider] });
      for (const lang of ["en", "id"] as const) {
        expectEvery(policy[lang], lang, ["recaptcha", "analytics", "marketing", "chat", "consent", "tools"]);
        expect(policy[lang]).toContain(vendors[provider]);
        for (const other of Object.values(vendors).filter((name) => name !== vendors[provider]))
          expect(policy[lang], `${lang}: ${other}`).not.toContain(other);
        expect(policy.html[lang]).not.toContain("<!--");
      }
      expect(policy.en).toContain("this site is protected by reCAPTCHA");
      expect(policy.en).toContain("or, for the live chat, by starting a chat.");
      expect(policy.en).toContain("Live chat conversations:");
      expect(policy.id).toContain("situs ini dilindungi oleh reCAPTCHA");
      expect(policy.id).toContain("Percakapan live chat:");
    },
  );

  it("with a chat alone: no banner, analytics or advertising is implied", () => {
    const policy = text(chats.crisp);
    for (const lang of ["en", "id"] as const) {
      expectNone(policy[lang], lang, ["recaptcha", "analytics", "marketing"]);
      expect(policy[lang]).not.toMatch(/cookie banner|melalui banner/i);
      expect(policy[lang]).toContain("Crisp");
    }
    expect(policy.en).toContain("in the cookie settings or, for the live chat, by starting a chat.");
  });

  it("keeps or drops conditional words, drops the lines they empty, and refuses a broken marker", () => {
    const source = [
      "A<!-- if: chat --> and chat<!-- end --><!-- unless: chat --> alone<!-- end -->.",
      "",
      "- kept",
      "- <!-- if: marketing -->LinkedIn<!-- end -->",
      "",
      "<!-- if: analytics or marketing -->Tags.<!-- end -->",
      "",
      "End.",
    ].join("\n");
    expect(applyConditions("x.md", source, new Set(["chat"]))).toBe("A and chat.\n\n- kept\n\nEnd.");
    expect(applyConditions("x.md", source, new Set(["analytics"]))).toBe(
      "A alone.\n\n- kept\n\nTags.\n\nEnd.",
    );
    expect(() => applyConditions("x.md", "<!-- if: chat -->open", new Set())).toThrow(
      /x\.md:1: .*<!-- end -->/,
    );
    expect(() => applyConditions("x.md", "a<!-- end -->", new Set())).toThrow(/x\.md:1/);
    expect(() => applyConditions("x.md", "<!-- if: ads -->x<!-- end -->", new Set())).toThrow(
      /unknown condition "ads"/,
    );
  });
});
