/**
 * Exact arithmetic for the payroll calculators: a ratio of two bigints. Rates such as 0.24 % or 1/173 of
 * a wage cannot be held exactly in floating point, and a figure computed from several of them would drift
 * by a rupiah here and there; the calculators keep every figure exact and round once, at the end
 * (docs/calculators.md, "Exact to the rupiah").
 */
export interface Ratio {
  readonly n: bigint;
  /** Always positive. */
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** n / d, reduced. */
export function ratio(n: bigint | number, d: bigint | number = 1n): Ratio {
  let [top, bottom] = [BigInt(n), BigInt(d)];
  if (bottom === 0n) throw new RangeError("A ratio cannot have a zero denominator");
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const divisor = gcd(top, bottom) || 1n;
  return { n: top / divisor, d: bottom / divisor };
}

/**
 * A number as it is written in a data file or a query (0.24, 1.5, 3.7, 12000000): its decimal digits
 * read exactly, not through the binary fraction the number is stored as.
 */
export function decimal(value: number): Ratio {
  const written = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(written);
  if (!match) throw new RangeError(`${written} is not a plain decimal number`);
  const [, sign = "", whole = "0", fraction = ""] = match;
  return ratio(BigInt(`${sign}${whole}${fraction}`), 10n ** BigInt(fraction.length));
}

/** A percentage as a ratio: 3.7 → 37/1000. */
export const percent = (value: number): Ratio => divide(decimal(value), ratio(100));

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d);
export const divide = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d, a.d * b.n);
export const sum = (items: readonly Ratio[]): Ratio => items.reduce(add, ratio(0));

/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Ratio, b: Ratio): number => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};
export const min = (a: Ratio, b: Ratio): Ratio => (compare(a, b) <= 0 ? a : b);
export const max = (a: Ratio, b: Ratio): Ratio => (compare(a, b) >= 0 ? a : b);

/** The whole number nearest to the ratio, halves away from zero (Rp 0.50 is paid as Rp 1). */
export function round(value: Ratio): bigint {
  const negative = value.n < 0n;
  const size = negative ? -value.n : value.n;
  const whole = (2n * size + value.d) / (2n * value.d);
  return negative ? -whole : whole;
}

/** The ratio rounded down to a whole multiple of `unit` (taxable income to the thousand). */
export function floorTo(value: Ratio, unit: bigint): bigint {
  const whole = value.n / value.d - (value.n < 0n && value.n % value.d !== 0n ? 1n : 0n);
  const remainder = ((whole % unit) + unit) % unit;
  return whole - remainder;
}

/** A rounded figure as the number the pages show; the calculators' inputs keep it far below 2^53. */
export const rupiah = (value: bigint): number => Number(value);

/** A ratio as the nearest number, for figures only shown (a rate, hours), never computed with again. */
export const approximate = (value: Ratio): number => Number(value.n) / Number(value.d);
