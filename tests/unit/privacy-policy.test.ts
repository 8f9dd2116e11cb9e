import { describe, expect, it } from "vitest";
import { loadLegalDocument } from "../../app/legal/documents.server.ts";
import { applyConditions, type PrivacyConfig } from "../../core/legal/privacy-tools.ts";
import { attributionStorageKey } from "../../app/leads/attribution.ts";
import { languageStorageKey } from "../../app/components/header/language-switch.tsx";
import { currencyStorageKey } from "../../app/pricing/use-currency.ts";
import { monthlyPrice } from "../../core/pricing/price.ts";
import { prosePrice } from "../../core/pricing/prose-prices.ts";

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
    expect(policy.en).toContain(
      "Apart from these, we use no other cookies or tracking technologies on this site.",
    );
    expect(policy.en).toContain("## 4. Cookies".slice(3));
    expect(policy.en).not.toContain("4. Cookies and");
    expect(policy.id).toContain("Selain itu, Kami tidak memakai cookie lain atau teknologi pelacak apa pun.");
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

/** Sections 2 to 4 as a browser and the server see the site: what it keeps, what it logs, and no more. */
describe("the privacy policy says what the site keeps and collects", () => {
  const none = text({});
  const tagged = text(tags);

  it("names, in both languages, each key the site keeps in the browser, and no cookie that does not exist", () => {
    for (const lang of ["en", "id"] as const) {
      for (const key of [
        languageStorageKey,
        currencyStorageKey,
        attributionStorageKey,
        "regu:chunk-reload-at",
      ])
        expect(none.html[lang], `${lang}: ${key}`).toContain(`<code>${key}</code>`);
      expect(none[lang]).not.toMatch(/form sessions|sesi formulir|spam/i);
    }
    expect(none.en).toMatch(/local storage/);
    expect(none.en).toContain("sent to us only with a form you send");
    expect(none.id).toContain("dikirim kepada Kami hanya bersama formulir yang Anda kirim");
    // The Indonesian text once denied, after the necessary storage, using any cookie at all.
    expect(none.id).not.toContain("Kami tidak menggunakan cookie atau teknologi pelacak lain");
  });

  it("claims only the technical data the server logs, and the analytics tool's only when it is there", () => {
    const toolData = { en: /approximate location/, id: /perkiraan lokasi/ };
    for (const lang of ["en", "id"] as const) {
      expect(none[lang], lang).not.toMatch(toolData[lang]);
      expect(tagged[lang], lang).toMatch(toolData[lang]);
    }
    expect(none.en).toContain("your IP address without its last part");
    expect(none.en).toContain("Our server records no browser, operating system, device or location.");
    expect(none.id).toContain(
      "Server Kami tidak mencatat jenis peramban, sistem operasi, perangkat, maupun lokasi Anda.",
    );
    expect(none.id).toContain("alamat IP tanpa bagian terakhirnya");
  });

  it("states the specific personal data, the impact assessment and billing per customer in both languages", () => {
    const both = {
      en: [
        "answers to a health declaration",
        "specific personal data (Article 4(2))",
        "impact assessment that Article 34",
        "which we count per customer to invoice it",
        "personal financial data",
        "Rights include information about the processing",
      ],
      id: [
        "jawaban deklarasi kesehatan",
        "Pasal 4 ayat (2) UU PDP",
        "penilaian dampak pelindungan data pribadi sebagaimana diwajibkan Pasal 34",
        "yang Kami hitung per pelanggan untuk penagihan",
        "data keuangan pribadi",
        "hak atas informasi tentang pemrosesan",
      ],
    };
    for (const lang of ["en", "id"] as const)
      for (const sentence of both[lang]) expect(none[lang], `${lang}: ${sentence}`).toContain(sentence);
  });
});

describe("the terms say one thing in both languages", () => {
  const terms = loadLegalDocument("terms", {});
  const en = plain(terms.en.html);
  const id = plain(terms.id.html);

  it("counts active users per customer for billing, as the privacy policy does", () => {
    expect(en).toContain("We count Active Users per Customer to invoice you");
    expect(id).toContain("Kami menghitung Pengguna Aktif per Pelanggan untuk penagihan");
  });

  it("state the annual price as the pricing page computes it, rounded down, not ten months' price", () => {
    const annual = monthlyPrice("growth", "IDR", "annual");
    expect(annual * 12).toBe(288_000);
    expect(en).toContain(`Growth plan in Indonesia, ${prosePrice(annual, "IDR", "en")} instead of`);
    expect(id).toContain(`paket Growth di Indonesia, ${prosePrice(annual, "IDR", "id")}, bukan`);
    expect(en).not.toContain("at the price of 10 months");
    expect(id).not.toContain("hanya dikenakan harga 10 bulan");
  });

  it("waives Articles 1266 and 1267 of the Indonesian Civil Code only for PT Regu's customers", () => {
    expect(en).toMatch(
      /For customers of PT Regu Teknologi Nusantara, the parties waive Articles 1266 and 1267/,
    );
    expect(id).toMatch(
      /Bagi Pelanggan PT Regu Teknologi Nusantara, para pihak sepakat mengesampingkan Pasal 1266/,
    );
  });
});
