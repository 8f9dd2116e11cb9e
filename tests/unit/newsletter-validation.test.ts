import { describe, expect, it } from "vitest";
import { en } from "../../core/i18n/en.ts";
import { id } from "../../core/i18n/id.ts";
import { validateNewsletter } from "../../core/newsletter/newsletter.ts";

// What is checked here: docs/product.md, Validation.
describe("newsletter validation", () => {
  it.each(["", "   ", undefined])("refuses an empty address (%j) as empty", (email) => {
    expect(validateNewsletter({ email })).toEqual({
      ok: false,
      error: email === undefined ? "format" : "empty",
    });
  });

  it.each([
    "name@",
    "name",
    "@company.com",
    "name@company",
    "na me@company.com",
    "name@@company.com",
    42,
    null,
  ])("refuses %j as a wrong format", (email) => {
    expect(validateNewsletter({ email })).toEqual({ ok: false, error: "format" });
  });

  it.each(["budi\u0000@pt-alun.co.id", "budi@pt-alun.co.id\u0000", "\u0007budi@pt-alun.co.id"])(
    "refuses an address with a control character (%j) as a wrong format",
    (email) => {
      expect(validateNewsletter({ email })).toEqual({ ok: false, error: "format" });
    },
  );

  it("refuses an address longer than 254 characters", () => {
    expect(validateNewsletter({ email: `${"a".repeat(250)}@b.co` })).toEqual({ ok: false, error: "format" });
  });

  it("accepts a valid address, trimmed and lower-cased", { tags: ["smoke"] }, () => {
    expect(validateNewsletter({ email: "  Dewi.Lestari+hr@PT-Alun.co.id " })).toEqual({
      ok: true,
      data: { email: "dewi.lestari+hr@pt-alun.co.id" },
    });
  });

  it("refuses input that is not an object with an address", () => {
    expect(validateNewsletter("name@company.com")).toEqual({ ok: false, error: "format" });
    expect(validateNewsletter(null)).toEqual({ ok: false, error: "format" });
  });
});

// The messages' words are the product's (docs/product.md, Validation), not the dictionary's to change: written
// out here, so a change to the dictionary fails until the product says otherwise. The form puts "* " before them.
describe("newsletter messages", () => {
  it("are worded as the product says, in both languages", { tags: ["smoke"] }, () => {
    expect([en.newsletter.emptyEmail, en.newsletter.wrongFormat]).toEqual([
      "Please Input Your Email!",
      "Wrong Email Format!",
    ]);
    expect([id.newsletter.emptyEmail, id.newsletter.wrongFormat]).toEqual([
      "Mohon Masukkan Email Anda!",
      "Format Email Salah!",
    ]);
  });
});
