import { describe, expect, it } from "vitest";
import { normalisedMailbox } from "../../core/limits/mailbox.ts";
import { formRateRules } from "../../core/limits/rate-limit.server.ts";

describe("normalisedMailbox", () => {
  it("lower-cases the address and drops a +tag", { tags: ["smoke"] }, () => {
    expect(normalisedMailbox("Victim+0@Example.NET")).toBe("victim@example.net");
    expect(normalisedMailbox("victim+news+2025@example.net")).toBe("victim@example.net");
    expect(normalisedMailbox("  Dewi@PT-Alun.co.id ")).toBe("dewi@pt-alun.co.id");
  });

  it("drops the dots of a Gmail name, under one domain for gmail.com and googlemail.com", () => {
    expect(normalisedMailbox("Dewi.Lestari@gmail.com")).toBe("dewilestari@gmail.com");
    expect(normalisedMailbox("d.e.w.i.lestari+hr@googlemail.com")).toBe("dewilestari@gmail.com");
    expect(normalisedMailbox("dewilestari@GoogleMail.com")).toBe("dewilestari@gmail.com");
  });

  it("keeps the dots everywhere else: most providers deliver first.last and firstlast apart", () => {
    expect(normalisedMailbox("siti.rahma@pt-alun.co.id")).toBe("siti.rahma@pt-alun.co.id");
    expect(normalisedMailbox("siti.rahma@yahoo.co.id")).toBe("siti.rahma@yahoo.co.id");
    expect(normalisedMailbox("siti.rahma@outlook.com")).not.toBe(normalisedMailbox("sitirahma@outlook.com"));
    // A look-alike domain is another provider.
    expect(normalisedMailbox("d.ewi@gmail.com.evil.example")).toBe("d.ewi@gmail.com.evil.example");
  });

  it("keeps what has no name to strip down to as it was typed", () => {
    expect(normalisedMailbox("+news@example.net")).toBe("+news@example.net");
    expect(normalisedMailbox("...@gmail.com")).toBe("...@gmail.com");
    expect(normalisedMailbox("not-an-address")).toBe("not-an-address");
  });
});

describe("the per-address rate limit", () => {
  it("counts every spelling of one inbox, through every form, under one key", () => {
    const keyOf = (form: string, email: string) =>
      formRateRules(form, "203.0.113.9", email).find((rule) => rule.name === "email")?.key;
    const key = keyOf("newsletter", "victim@example.net");
    expect(key).toBeDefined();
    for (const form of ["newsletter", "contact", "demo", "registration", "resource"]) {
      for (const email of ["victim+0@example.net", "Victim+59@Example.net", "VICTIM@example.net"]) {
        expect(keyOf(form, email), `${form} ${email}`).toBe(key);
      }
    }
    expect(keyOf("contact", "other@example.net")).not.toBe(key);
  });
});
