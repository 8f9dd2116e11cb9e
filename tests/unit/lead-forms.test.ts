import { describe, expect, it } from "vitest";
import { contactSchema } from "../../core/leads/schemas/contact.ts";
import { demoRequestSchema } from "../../core/leads/schemas/demo-request.ts";
import { demoSlots, isOfferedSlot, parseSlot, zonedParts } from "../../core/leads/schemas/demo-slots.ts";
import { attributionOf } from "../../app/leads/lead-action.server.ts";
import { attributionFields } from "../../core/leads/schemas/lead-form-data.ts";
import { registrationSchema } from "../../core/leads/schemas/registration.ts";
import { resourceDownloadSchema } from "../../core/leads/schemas/resource-download.ts";
import { validateForm } from "../../core/leads/schemas/validate-form.ts";
import { fill } from "../../core/i18n/fill.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import type { Lang } from "../../core/routing/pages.ts";

// A Friday afternoon in Jakarta.
const friday = new Date("2026-11-20T08:00:00Z");

describe("demo slots", () => {
  it("offer the office's next ten working days, on the hour from 09:00 to 17:00 office time", () => {
    const slots = demoSlots(friday, "ID");
    expect(slots).toHaveLength(10 * 9);
    const days = new Set(slots.map((slot) => zonedParts(slot, "Asia/Jakarta").day));
    expect(days.size).toBe(10);
    for (const slot of slots) {
      const parts = zonedParts(slot, "Asia/Jakarta");
      expect([1, 2, 3, 4, 5]).toContain(parts.weekday);
      expect(parts.hour).toBeGreaterThanOrEqual(9);
      expect(parts.hour).toBeLessThanOrEqual(17);
      expect(parts.minute).toBe(0);
    }
    // Friday's next working day is Monday the 23rd, 09:00 WIB.
    expect(slots[0]?.toISOString()).toBe("2026-11-23T02:00:00.000Z");
  });

  it("follow the office of the country: Manila is an hour ahead of Jakarta", () => {
    expect(demoSlots(friday, "PH")[0]?.toISOString()).toBe("2026-11-23T01:00:00.000Z");
    expect(demoSlots(friday, "other")[0]?.toISOString()).toBe(demoSlots(friday, "SG")[0]?.toISOString());
  });

  it("read the picker's instant and the no-JavaScript field in office time alike", () => {
    expect(parseSlot("2026-11-23T02:00:00.000Z", "ID")?.toISOString()).toBe("2026-11-23T02:00:00.000Z");
    expect(parseSlot("2026-11-23T09:00", "ID")?.toISOString()).toBe("2026-11-23T02:00:00.000Z");
    expect(parseSlot("2026-11-23T09:30", "ID")).toBeUndefined();
    expect(parseSlot("next monday", "ID")).toBeUndefined();
  });

  it("accept only what is offered: no weekend, no night, nothing past", { tags: ["smoke"] }, () => {
    expect(isOfferedSlot(new Date("2026-11-23T02:00:00Z"), friday, "ID")).toBe(true);
    expect(isOfferedSlot(new Date("2026-11-21T02:00:00Z"), friday, "ID")).toBe(false);
    expect(isOfferedSlot(new Date("2026-11-23T13:00:00Z"), friday, "ID")).toBe(false);
    expect(isOfferedSlot(new Date("2026-11-19T02:00:00Z"), friday, "ID")).toBe(false);
  });
});

describe("the lead forms' schemas", () => {
  it("name each wrong field of a demo request with its error code", () => {
    const result = validateForm(demoRequestSchema, {
      name: " ",
      email: "budi@",
      phone: "12",
      company: "PT Maju",
      companySize: "huge",
      country: "",
      interests: ["time", "teleport"],
      slot: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "required",
        email: "email",
        phone: "phone",
        companySize: "choice",
        country: "required",
        interests: "choice",
        slot: "required",
      },
    });
  });

  it("require the terms on a registration and keep marketing consent off unless ticked", () => {
    const form = {
      name: "Siti Rahma",
      email: "Siti@MajuJaya.co.id ",
      phone: "+60 12-345 6789",
      company: "Maju Jaya Sdn Bhd",
      companySize: "11-50",
      country: "MY",
    };
    expect(validateForm(registrationSchema, form)).toEqual({ ok: false, errors: { terms: "consent" } });
    const accepted = validateForm(registrationSchema, { ...form, terms: "on" });
    expect(accepted).toEqual({
      ok: true,
      data: { ...form, email: "siti@majujaya.co.id", terms: true, marketingConsent: false },
    });
  });

  it("count a contact message by its words, not its markup", () => {
    const base = { name: "Dewi", email: "dewi@example.co.id", topic: "sales" };
    expect(validateForm(contactSchema, { ...base, message: "<p><br></p>" })).toEqual({
      ok: false,
      errors: { message: "required" },
    });
    const long = `<p>${"kata ".repeat(1001)}</p>`;
    expect(validateForm(contactSchema, { ...base, message: long })).toEqual({
      ok: false,
      errors: { message: "tooLong" },
    });
    expect(
      validateForm(contactSchema, { ...base, message: "<p><strong>Halo</strong></p>", messageFormat: "html" })
        .ok,
    ).toBe(true);
  });

  it("refuse a message of more tags than any letter holds, before cleaning it", () => {
    const base = { name: "Dewi", email: "dewi@example.co.id", topic: "sales", messageFormat: "html" };
    const letter = `${"<p><strong>Baris</strong> kata</p>".repeat(400)}`;
    expect(validateForm(contactSchema, { ...base, message: letter }).ok).toBe(true);
    expect(validateForm(contactSchema, { ...base, message: `${"<p>".repeat(2_001)}x` })).toEqual({
      ok: false,
      errors: { message: "tooLong" },
    });
  });
});

describe("control characters in the lead forms", () => {
  const person = {
    name: "Budi Santoso",
    email: "budi@majujaya.co.id",
    phone: "+62 812-3456-7890",
    company: "PT Maju Jaya",
  };
  const slot = demoSlots(new Date(), "ID")[0]?.toISOString() ?? "";
  const forms = [
    {
      form: "demo request",
      schema: demoRequestSchema,
      valid: { ...person, companySize: "51-200", country: "ID", interests: [], slot },
      typed: ["name", "email", "phone", "company"],
    },
    {
      form: "registration",
      schema: registrationSchema,
      valid: { ...person, companySize: "11-50", country: "MY", terms: "on" },
      typed: ["name", "email", "phone", "company"],
    },
    {
      form: "contact",
      schema: contactSchema,
      valid: { ...person, topic: "sales", message: "Halo tim Regu,\n\n\tMohon info harga." },
      typed: ["name", "email", "phone", "company", "message"],
    },
    {
      form: "resource download",
      schema: resourceDownloadSchema,
      valid: person,
      typed: ["name", "email", "company", "phone"],
    },
  ] as const;

  for (const { form, schema, valid, typed } of forms) {
    it(`${form}: accepts the form as a person fills it in`, () => {
      expect(validateForm(schema, valid).ok).toBe(true);
    });

    for (const field of typed) {
      it(`${form}: refuses a NUL in ${field}, naming that field alone`, () => {
        expect(validateForm(schema, { ...valid, [field]: "A\u0000B" })).toEqual({
          ok: false,
          errors: { [field]: "control" },
        });
      });
    }
  }

  it.each([
    ["bell", "\u0007"],
    ["escape", "\u001b"],
    ["delete", "\u007f"],
    ["C1 next line", "\u0085"],
    ["tab", "\t"],
    ["line feed", "\n"],
  ])("refuses a %s in a one-line field", (_name, character) => {
    const result = validateForm(resourceDownloadSchema, { ...person, name: `Budi${character}Santoso` });
    expect(result).toEqual({ ok: false, errors: { name: "control" } });
  });

  it("lets a message keep its line breaks and tabs, but not other controls", () => {
    const base = { ...person, topic: "support" };
    expect(validateForm(contactSchema, { ...base, message: "Baris satu\r\nBaris dua\tdst." }).ok).toBe(true);
    expect(
      validateForm(contactSchema, { ...base, message: "<p>Halo\u0000</p>", messageFormat: "html" }),
    ).toEqual({ ok: false, errors: { message: "control" } });
  });

  const labels: Record<Lang, { name: string; message: string; words: RegExp }> = {
    en: { name: "Full name", message: "Your message", words: /invisible control characters/ },
    id: { name: "Nama lengkap", message: "Pesan Anda", words: /karakter kontrol yang tidak terlihat/ },
  };
  it.each(["en", "id"] as const)("says in %s which field holds control characters and what to do", (lang) => {
    const words = formWords[lang];
    for (const field of ["name", "message"] as const) {
      const message = fill(words.errors.control, { field: words.fields[field].label });
      expect(message.startsWith(labels[lang][field])).toBe(true);
      expect(message).toMatch(labels[lang].words);
    }
  });

  it("drops control characters from the time zone the browser fills in, and keeps the rest", () => {
    const result = validateForm(demoRequestSchema, {
      ...forms[0].valid,
      timeZone: "Asia/\u0000Jakarta\u0007",
    });
    expect(result.ok && result.data.timeZone).toBe("Asia/Jakarta");
  });

  it("drops control characters from the visit's attribution, and keeps the rest", () => {
    const values = Object.fromEntries(
      attributionFields.map((field) => [field, `\u0000${field}\u0085-a\u0000b`]),
    );
    const attribution = attributionOf(values, new URL("https://regu.example/contact-us"));
    expect(attribution).toEqual({
      page: "/contact-us",
      ...Object.fromEntries(attributionFields.map((field) => [field, `${field}-ab`])),
    });
    // Without the form's fields, the address the form was posted to.
    const fromUrl = attributionOf(
      {},
      new URL("https://regu.example/kontak?utm_source=goo%00gle&utm_medium=%01"),
    );
    expect(fromUrl).toEqual({ page: "/kontak", utm_source: "google" });
  });
});
