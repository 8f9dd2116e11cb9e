import { readNumberText } from "../core/text/amount-text.ts";

/**
 * A price as people type it in either language — "31000", "31.000", "Rp 31.000,-", "31,000", "RM 12,90",
 * "1.250,50" — read as a number (core/text/amount-text.ts) and checked against the price's step and
 * minimum, with a message that says what to type. Never rounds: a price between two steps is refused,
 * naming the two.
 */

export type AmountReading = { value: number } | { problem: string };

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
  const typed = readNumberText(text);
  if (typed === "empty") return undefined;
  const example = `Type the price as a number, such as ${formatAmount(Math.max(min, step) * 62, step)}.`;
  if (typed === "malformed") return { problem: example };
  const { whole, fraction } = typed;
  const value = Number(`${whole}${fraction ? `.${fraction}` : ""}`);

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
