import type { Lang } from "../routing/pages.ts";

/**
 * A number as each language writes it, without `Intl`: "1,234,567.5" in English, "1.234.567,5" in
 * Indonesian. A browser's first `Intl.NumberFormat` loads its locale data, a long task on a phone, and a
 * calculator writes its first figures at the visitor's first key (docs/calculators.md, Budgets).
 * tests/unit/digits.test.ts holds it to what `Intl.NumberFormat` of en-US and id-ID writes.
 */

const marks: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  id: { group: ".", decimal: "," },
};

/**
 * `value` with `lang`'s grouping and decimal mark, rounded half away from zero to at most `maxFraction`
 * decimals and written with at least `minFraction`, as `Intl.NumberFormat` does: it rounds the shortest
 * decimal that names the number (`String(value)`), not the binary fraction behind it.
 */
export function digitsText(value: number, lang: Lang, minFraction = 0, maxFraction = minFraction): string {
  const decimal = String(Math.abs(value));
  // Exponents (below a millionth, from 10^21) and NaN are not amounts anyone types: Intl writes them.
  if (!/^\d+(\.\d+)?$/.test(decimal)) {
    return new Intl.NumberFormat(lang === "en" ? "en-US" : "id-ID", {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  const [whole = "0", fraction = ""] = decimal.split(".");
  let kept = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0"));
  if ((fraction[maxFraction] ?? "0") >= "5") kept += 1n;
  const digits = kept.toString().padStart(maxFraction + 1, "0");
  const wholePart = digits.slice(0, digits.length - maxFraction);
  let fractionPart = digits.slice(digits.length - maxFraction);
  while (fractionPart.length > minFraction && fractionPart.endsWith("0"))
    fractionPart = fractionPart.slice(0, -1);
  const { group, decimal: mark } = marks[lang];
  // As Intl: a negative number keeps its sign even where it rounds to nought.
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const grouped = wholePart.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fractionPart ? `${mark}${fractionPart}` : ""}`;
}
