import { describe, expect, it } from "vitest";
import { caseStudiesFor, customersFor } from "../../app/collections/customers.server.ts";
import { countryCodeOf, officesFor, readerFirst } from "../../app/i18n/reader-first.ts";
import { brand } from "../../content/brand.ts";

describe("the reader's country first", () => {
  it("lists the offices with Jakarta, the head office, first in Indonesian, and as the data has them in English", () => {
    expect(officesFor("id").map((office) => office.city)).toEqual([
      "Jakarta",
      "Kuala Lumpur",
      "Makati",
      "Bangkok",
      "Singapore",
    ]);
    expect(officesFor("en")).toEqual(brand.offices);
  });

  it("keeps the data's order within each country, and leaves the data as it was", () => {
    const items = [
      { name: "a", country: "MY" },
      { name: "b", country: "ID" },
      { name: "c", country: undefined },
      { name: "d", country: "ID" },
    ] as const;
    expect(readerFirst(items, "id", (item) => item.country).map((item) => item.name)).toEqual([
      "b",
      "d",
      "a",
      "c",
    ]);
    expect(items.map((item) => item.name)).toEqual(["a", "b", "c", "d"]);
  });

  it("reads a case study's country in its own language", () => {
    expect(countryCodeOf("Filipina", "id")).toBe("PH");
    expect(countryCodeOf("Philippines", "en")).toBe("PH");
    expect(countryCodeOf("Indonesia", "id")).toBe("ID");
    expect(countryCodeOf("Vietnam", "en")).toBeUndefined();
  });

  it("puts the Indonesian customers' stories first on Indonesian pages only", () => {
    const countries = caseStudiesFor("id").map((item) => item.data.country);
    const firstOther = countries.findIndex((country) => country !== "Indonesia");
    expect(firstOther).toBeGreaterThan(0);
    expect(countries.slice(firstOther)).not.toContain("Indonesia");
    expect(caseStudiesFor("en").map((item) => item.slug)).toEqual(
      [...caseStudiesFor("en").map((item) => item.slug)].sort(),
    );
    expect(customersFor("id").slice(0, 4)).toEqual([
      "pt-alun",
      "pt-kasir-pintar",
      "raza-kopi",
      "pemasok-perangkat-keras",
    ]);
  });
});
