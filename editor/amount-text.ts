/**
 * A price as people type it in either language — "31000", "31.000", "Rp 31.000,-", "31,000", "RM 12,90",
 * "1.250,50" — read as a number and checked against the price's step and minimum, with a message that says
 * what to type. Never rounds: a price between two steps is refused, naming the two.
 */

export type AmountReading = { value: number } | { problem: string };

// Currency words before or after the number, as people type them: Rp, IDR, RM, ₱, ฿, S$, $ and the codes.
const currency = /^(?:rp\.?|idr|rm|myr|php|thb|sgd|s\$|\$|₱|฿)|(?:rp|idr|rm|myr|php|thb|sgd|₱|฿)$/i;
const allSpaces = /[\s\u00a0\u202f]+/g;

const decimalsOf = (value: number) => (String(value).split(".")[1] ?? "").length;

/** The number in English grouping, as the editor shows it: 31,000 or 12.9. */
export function formatAmount(value: number, step: number): string {
  return value.toLocaleString("en", {
    minimumFractionDigits: 0,
    maximumFractionDigits: Math.max(decimalsOf(step), 2),
  });
}

/** Reads `text` as an amount; undefined for an empty field. */
export function readAmount(
  text: string,
  { step, min = step }: { step: number; min?: number },
): AmountReading | undefined {
  let typed = text.replace(allSpaces, "");
  // "Rp 31.000,-": the dash says "no cents", as Indonesian prices are often written.
  typed = typed.replace(/[.,]-$/, "");
  for (let pass = 0; pass < 2; pass += 1) typed = typed.replace(currency, "");
  if (typed === "") return undefined;
  const example = `Type the price as a number, such as ${formatAmount(Math.max(min, step) * 62, step)}.`;
  if (!/^\d[\d.,]*$/.test(typed) || /[.,]$/.test(typed)) return { problem: example };

  // The decimal mark: the last of two different marks, or a single mark not followed by three digits
  // ("12,90", "0.5"). A mark followed by three digits groups thousands in both languages ("31.000").
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
  if (!grouped || (decimalMark && !/^\d+$/.test(fraction)) || new Set(whole.match(/[.,]/g)).size > 1) {
    return { problem: example };
  }
  const value = Number(`${groups.join("")}${fraction ? `.${fraction}` : ""}`);

  if (value < min) return { problem: `The price must be at least ${formatAmount(min, step)}.` };
  const scale = 10 ** Math.max(decimalsOf(step), fraction.length);
  const units = Math.round(value * scale);
  const stepUnits = Math.round(step * scale);
  if (units % stepUnits !== 0) {
    const lower = (Math.floor(units / stepUnits) * stepUnits) / scale;
    const upper = lower + step;
    return {
      problem:
        `Prices go in steps of ${formatAmount(step, step)}: ${formatAmount(value, step)} is between ` +
        `${formatAmount(lower, step)} and ${formatAmount(Number(upper.toFixed(decimalsOf(step))), step)}. Type one of them.`,
    };
  }
  return { value };
}
