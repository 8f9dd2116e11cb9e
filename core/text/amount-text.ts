/**
 * A number as people type it in either language — "31000", "31.000", "31,000", "Rp 31.000,-", "RM 12,90",
 * "Rp5.000.000,00", "1.250,50" — read as its digits: the content editor's price fields
 * (editor/amount-text.ts) and the payroll calculators' queries (core/payroll/query.ts) both read it here.
 * A mark followed by exactly three digits groups thousands in both languages; the last of two different
 * marks, or a single mark followed by other than three digits, is the decimal mark.
 */

/** The digits before and after the decimal mark, as typed: no float has rounded them. */
export interface TypedNumber {
  whole: string;
  fraction: string;
}

// Currency words before or after the number, as people type them: Rp, IDR, RM, ₱, ฿, S$, $ and the codes.
const currency = /^(?:rp\.?|idr|rm|myr|php|thb|sgd|s\$|\$|₱|฿)|(?:rp|idr|rm|myr|php|thb|sgd|₱|฿)$/i;
const allSpaces = /[\s\u00a0\u202f]+/g;

/** `text` read as a number: its digits, "empty" for a blank field, "malformed" for anything else. */
export function readNumberText(text: string): TypedNumber | "empty" | "malformed" {
  let typed = text.replace(allSpaces, "");
  // "Rp 31.000,-": the dash says "no cents", as Indonesian prices are often written.
  typed = typed.replace(/[.,]-$/, "");
  for (let pass = 0; pass < 2; pass += 1) typed = typed.replace(currency, "");
  if (typed === "") return "empty";
  if (!/^\d[\d.,]*$/.test(typed) || /[.,]$/.test(typed)) return "malformed";

  const lastDot = typed.lastIndexOf(".");
  const lastComma = typed.lastIndexOf(",");
  let decimalMark: "." | "," | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimalMark = lastDot > lastComma ? "." : ",";
  else {
    const mark = lastDot >= 0 ? "." : lastComma >= 0 ? "," : undefined;
    if (mark && typed.split(mark).length === 2 && typed.length - typed.indexOf(mark) - 1 !== 3)
      decimalMark = mark;
  }
  const at = decimalMark ? typed.lastIndexOf(decimalMark) : typed.length;
  const whole = typed.slice(0, at);
  const fraction = decimalMark ? typed.slice(at + 1) : "";
  const groups = whole.split(/[.,]/);
  const grouped =
    groups.length === 1 ||
    (/^\d{1,3}$/.test(groups[0] ?? "") && groups.slice(1).every((group) => /^\d{3}$/.test(group)));
  if (!grouped || (decimalMark && !/^\d+$/.test(fraction)) || new Set(whole.match(/[.,]/g)).size > 1)
    return "malformed";
  return { whole: groups.join(""), fraction };
}
