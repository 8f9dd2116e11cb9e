import { describe, expect, it } from "vitest";
import { parseCommand, UsageError } from "../../scripts/ops/leads/args.ts";
import { csvDocument, csvField, csvLine } from "../../scripts/ops/leads/csv.ts";
import { utcDayRange } from "../../scripts/ops/leads/day-range.ts";
import { flattenLead, leadCells, leadColumns, type StoredLead } from "../../scripts/ops/leads/lead-row.ts";
import { maskEmail, maskEmailsIn } from "../../core/services/mask.ts";
import { formatUtc, textTable, truncate } from "../../scripts/ops/leads/table.ts";
import {
  subscriberCells,
  subscriberColumns,
  subscriberStatus,
  type StoredSubscriber,
} from "../../scripts/ops/leads/subscriber-row.ts";

describe("CSV fields", () => {
  it("leaves plain text alone and writes nothing for a missing value", () => {
    expect(csvField("Dewi Lestari")).toBe("Dewi Lestari");
    expect(csvField("")).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(0.7)).toBe("0.7");
    expect(csvField(false)).toBe("false");
  });

  it("quotes a field with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvField("PT Alun, Tbk")).toBe('"PT Alun, Tbk"');
    expect(csvField('Budi "Bud" Santoso')).toBe('"Budi ""Bud"" Santoso"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+62 812 3456 7890")).toBe("'+62 812 3456 7890");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("\rcmd")).toBe('"\'\rcmd"');
    // Only at the start, and never on a number the program wrote.
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField(-0.5)).toBe("-0.5");
  });

  it("writes a document with a UTF-8 byte-order mark and CRLF line ends", () => {
    const document = csvDocument(
      ["id", "name"],
      [
        [1, "Siti Nurhaliza"],
        [2, "Ni Made Ayu, S.E."],
      ],
    );
    expect(document).toBe('\uFEFFid,name\r\n1,Siti Nurhaliza\r\n2,"Ni Made Ayu, S.E."\r\n');
    expect(csvLine(["a", null, 3])).toBe("a,,3\r\n");
  });
});

const base: StoredLead = {
  id: 7,
  createdAt: new Date("2025-03-04T05:06:07.089Z"),
  type: "demo",
  status: "new",
  statusReason: null,
  recaptchaScore: 0.9,
  lang: "id",
  name: "Putu Wijaya",
  email: "putu@pt-alun.co.id",
  phone: "0812 3456 7890",
  company: "PT Alun",
  marketingConsent: true,
  details: {
    companySize: "51-200",
    country: "ID",
    interests: ["attendance", "payroll", "projects"],
    slot: "2025-03-10T03:00:00.000Z",
    timeZone: "Asia/Jakarta",
  },
  attribution: {
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "brand",
    landingPage: "/harga",
    referrer: "https://www.google.com/",
    page: "/demo",
  },
};

describe("lead rows", () => {
  it("has the export's columns in order", () => {
    expect(leadColumns.slice(0, 12)).toEqual([
      "id",
      "created_at",
      "type",
      "status",
      "status_reason",
      "recaptcha_score",
      "lang",
      "name",
      "email",
      "phone",
      "company",
      "marketing_consent",
    ]);
    expect(leadColumns.slice(-8)).toEqual([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "landing_page",
      "referrer",
      "page",
    ]);
    expect(leadColumns).toHaveLength(29);
  });

  it("flattens a demo request, interests joined, the other forms' fields empty", () => {
    const row = flattenLead(base);
    expect(row).toMatchObject({
      id: 7,
      created_at: "2025-03-04T05:06:07.089Z",
      recaptcha_score: 0.9,
      marketing_consent: true,
      company_size: "51-200",
      country: "ID",
      interests: "attendance; payroll; projects",
      slot: "2025-03-10T03:00:00.000Z",
      time_zone: "Asia/Jakarta",
      topic: "",
      message_text: "",
      resource: "",
      terms_accepted_at: "",
      utm_source: "google",
      utm_term: "",
      landing_page: "/harga",
      referrer: "https://www.google.com/",
      page: "/demo",
    });
    expect(leadCells(base)).toHaveLength(leadColumns.length);
    expect(leadCells(base)[leadColumns.indexOf("interests")]).toBe("attendance; payroll; projects");
  });

  it("flattens contact, resource and registration leads, and survives odd details", () => {
    const contact = flattenLead({
      ...base,
      type: "contact",
      details: { topic: "billing", messageHtml: "<p>Halo</p>", messageText: "Halo" },
    });
    expect(contact).toMatchObject({
      topic: "billing",
      message_text: "Halo",
      interests: "",
      company_size: "",
    });
    expect(Object.values(contact)).not.toContain("<p>Halo</p>");
    expect(
      flattenLead({ ...base, type: "resource", details: { slug: "panduan-lembur", title: "Panduan" } })
        .resource,
    ).toBe("panduan-lembur");
    expect(
      flattenLead({ ...base, type: "registration", details: { termsAcceptedAt: "2025-03-04T05:06:00.000Z" } })
        .terms_accepted_at,
    ).toBe("2025-03-04T05:06:00.000Z");
    const odd = flattenLead({
      ...base,
      details: { interests: "payroll", companySize: { nested: true } },
      attribution: { page: "/" },
    });
    expect(odd).toMatchObject({ interests: "payroll", company_size: "", utm_source: "", page: "/" });
  });
});

describe("masking addresses", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail("budi@pt-alun.co.id")).toBe("b***@pt-alun.co.id");
    expect(maskEmail("x@y.id")).toBe("x***@y.id");
    expect(maskEmail("@y.id")).toBe("***@y.id");
    expect(maskEmail("no address")).toBe("***");
  });

  it("masks every address inside free text", () => {
    expect(maskEmailsIn("550 5.1.1 <budi@pt-alun.co.id>: unknown; cc siti.n@example.com")).toBe(
      "550 5.1.1 <b***@pt-alun.co.id>: unknown; cc s***@example.com",
    );
    expect(maskEmailsIn("connect ECONNREFUSED 127.0.0.1:587")).toBe("connect ECONNREFUSED 127.0.0.1:587");
  });
});

describe("text tables", () => {
  it("pads columns to their widest cell under a rule", () => {
    expect(
      textTable(
        ["id", "status", "note"],
        [
          ["1", "failed", "x"],
          ["12", "sent", ""],
        ],
      ),
    ).toBe("id  status  note\n--  ------  ----\n1   failed  x\n12  sent\n");
  });

  it("truncates to one line of a given length", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("line one\n  line two", 100)).toBe("line one line two");
    expect(truncate("abcdefghijkl", 5)).toBe("abcd…");
    expect(truncate("abcdefghijkl", 5)).toHaveLength(5);
  });

  it("formats instants in UTC", () => {
    expect(formatUtc(new Date("2025-03-01T09:30:15.250Z"))).toBe("2025-03-01 09:30:15");
    expect(formatUtc(null)).toBe("");
  });
});

describe("day ranges", () => {
  it("covers whole UTC days, the last one included", () => {
    const { start, end } = utcDayRange("2025-03-01", "2025-03-31");
    expect(start?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(end?.toISOString()).toBe("2025-04-01T00:00:00.000Z");
    expect(utcDayRange("2024-02-28", "2024-02-28").end?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(utcDayRange()).toEqual({ start: undefined, end: undefined });
  });
});

describe("the command line", () => {
  const usageError = (argv: string[]) => {
    try {
      parseCommand(argv);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error(`${argv.join(" ")} was accepted`);
  };

  it("reads export options, in both spellings", () => {
    expect(
      parseCommand([
        "export",
        "--type",
        "demo",
        "--from=2025-03-01",
        "--to",
        "2025-03-31",
        "--status",
        "spam",
        "--out",
        "a.csv",
      ]),
    ).toEqual({
      name: "export",
      options: { type: "demo", from: "2025-03-01", to: "2025-03-31", status: "spam", out: "a.csv" },
    });
    expect(parseCommand(["export"])).toEqual({ name: "export", options: {} });
  });

  it("reads the newsletter's export: the confirmed subscribers unless a status says otherwise", () => {
    expect(parseCommand(["export", "--type", "newsletter"])).toEqual({
      name: "export newsletter",
      options: { status: "confirmed" },
    });
    expect(
      parseCommand([
        "export",
        "--type=newsletter",
        "--status",
        "pending",
        "--from",
        "2025-03-01",
        "--out",
        "p.csv",
      ]),
    ).toEqual({
      name: "export newsletter",
      options: { status: "pending", from: "2025-03-01", out: "p.csv" },
    });
    expect(parseCommand(["export", "--status", "all", "--type", "newsletter"])).toMatchObject({
      options: { status: "all" },
    });
    expect(usageError(["export", "--type", "newsletter", "--status", "spam"])).toBe(
      'export: --status "spam": must be one of pending, confirmed, unsubscribed, all with --type newsletter',
    );
    expect(
      usageError([
        "export",
        "--type",
        "newsletter",
        "--status",
        "all",
        "--from",
        "2025-03-10",
        "--to",
        "2025-03-01",
      ]),
    ).toBe('export: --from "2025-03-10": must not be after --to 2025-03-01');
  });

  it("reads the outbox commands", () => {
    expect(parseCommand(["outbox", "--status", "failed", "--limit", "20"])).toEqual({
      name: "outbox",
      options: { status: "failed", limit: 20 },
    });
    expect(parseCommand(["outbox", "retry", "42"])).toEqual({ name: "outbox retry", options: { id: 42 } });
    expect(parseCommand(["outbox", "retry", "--failed"])).toEqual({
      name: "outbox retry",
      options: { allFailed: true },
    });
  });

  it("reads forget, normalising the address as the forms do", () => {
    expect(parseCommand(["forget", " Budi@PT-Alun.co.id "])).toEqual({
      name: "forget",
      options: { email: "budi@pt-alun.co.id", yes: false },
    });
    expect(parseCommand(["forget", "budi@pt-alun.co.id", "--yes"])).toMatchObject({ options: { yes: true } });
  });

  it("reads forget with a consent ID, lower-cased", () => {
    expect(parseCommand(["forget", "0B7E2C1A-6F1D-4C2E-9A57-3D2F8E6B9C10", "--yes"])).toEqual({
      name: "forget",
      options: { consentId: "0b7e2c1a-6f1d-4c2e-9a57-3d2f8e6b9c10", yes: true },
    });
  });

  it("answers help however it is asked", () => {
    expect(parseCommand(["help"])).toEqual({ name: "help" });
    expect(parseCommand(["--help"])).toEqual({ name: "help" });
    expect(parseCommand(["export", "-h"])).toEqual({ name: "help" });
  });

  it("says exactly what is wrong", () => {
    expect(usageError([])).toBe("no command given");
    expect(usageError(["purge"])).toBe('unknown command "purge"');
    expect(usageError(["export", "--from", "2025-02-30"])).toBe(
      'export: --from "2025-02-30": must be a real date written YYYY-MM-DD, e.g. 2025-03-01',
    );
    expect(usageError(["export", "--to", "31/03/2025"])).toContain('--to "31/03/2025": must be a real date');
    expect(usageError(["export", "--from", "2025-03-10", "--to", "2025-03-01"])).toBe(
      'export: --from "2025-03-10": must not be after --to 2025-03-01',
    );
    expect(usageError(["export", "--type", "webinar"])).toBe(
      'export: --type "webinar": must be one of demo, registration, contact, resource, calculator, newsletter',
    );
    expect(usageError(["export", "--status", "old"])).toBe(
      'export: --status "old": must be one of new, spam, unverified',
    );
    expect(usageError(["export", "--tpye", "demo"])).toContain('unknown option "--tpye"');
    expect(usageError(["export", "--type"])).toBe("export: --type needs a value");
    expect(usageError(["export", "--out", "--type", "demo"])).toBe("export: --out needs a value");
    expect(usageError(["export", "--type", "demo", "--type", "contact"])).toBe(
      "export: --type is given twice",
    );
    expect(usageError(["export", "leads.csv"])).toBe('export: unexpected argument "leads.csv"');
    expect(usageError(["outbox", "--status", "queued"])).toBe(
      'outbox: --status "queued": must be one of pending, sent, failed',
    );
    expect(usageError(["outbox", "--limit", "ten"])).toBe('outbox: --limit "ten": must be a whole number');
    expect(usageError(["outbox", "--limit", "0"])).toBe('outbox: --limit "0": must be at least 1');
    expect(usageError(["outbox", "retry"])).toBe("outbox retry: give either a message id or --failed");
    expect(usageError(["outbox", "retry", "3", "--failed"])).toBe(
      "outbox retry: give either a message id or --failed, not both",
    );
    expect(usageError(["outbox", "retry", "0"])).toContain('"0" must be a message id');
    expect(usageError(["forget"])).toContain("which address or consent ID?");
    expect(usageError(["forget", "budi"])).toBe(
      'forget: "budi" is neither an email address nor a consent ID',
    );
    expect(usageError(["forget", "budi@pt-alun.co.id", "--yes=no"])).toBe("forget: --yes takes no value");
  });
});

describe("subscriber rows", () => {
  const subscriber: StoredSubscriber = {
    id: 3,
    email: "wulan@tokomitra.co.id",
    lang: "id",
    subscribedAt: new Date("2025-03-02T01:00:00.000Z"),
    sourcePage: "/blog",
    confirmedAt: null,
    confirmationSentAt: new Date("2025-03-02T01:00:00.000Z"),
    unsubscribedAt: null,
    createdAt: new Date("2024-11-20T08:00:00.000Z"),
  };

  it("says pending until confirmed, and unsubscribed once withdrawn, confirmed before or not", () => {
    expect(subscriberStatus(subscriber)).toBe("pending");
    const confirmed = { ...subscriber, confirmedAt: new Date("2025-03-02T01:20:00.000Z") };
    expect(subscriberStatus(confirmed)).toBe("confirmed");
    const withdrawn = new Date("2025-04-01T00:00:00.000Z");
    expect(subscriberStatus({ ...confirmed, unsubscribedAt: withdrawn })).toBe("unsubscribed");
    expect(subscriberStatus({ ...subscriber, unsubscribedAt: withdrawn })).toBe("unsubscribed");
  });

  it("writes the status and the proof of consent in the columns' order", () => {
    expect(subscriberColumns).toEqual([
      "id",
      "email",
      "status",
      "lang",
      "subscribed_at",
      "source_page",
      "confirmed_at",
      "confirmation_sent_at",
      "unsubscribed_at",
      "first_subscribed_at",
    ]);
    expect(subscriberCells(subscriber)).toEqual([
      3,
      "wulan@tokomitra.co.id",
      "pending",
      "id",
      "2025-03-02T01:00:00.000Z",
      "/blog",
      null,
      "2025-03-02T01:00:00.000Z",
      null,
      "2024-11-20T08:00:00.000Z",
    ]);
  });
});
