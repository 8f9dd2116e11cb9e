import { describe, expect, it } from "vitest";
import { contactSchema } from "../../app/forms/contact.ts";
import { demoRequestSchema } from "../../app/forms/demo-request.ts";
import { demoSlots, isOfferedSlot, parseSlot, zonedParts } from "../../app/forms/demo-slots.ts";
import { registrationSchema } from "../../app/forms/registration.ts";
import { validateForm } from "../../app/forms/validate-form.ts";

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

  it("accept only what is offered: no weekend, no night, nothing past", () => {
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
});
