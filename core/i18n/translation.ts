import type { Slots, Template } from "./fill.ts";

/**
 * The type every language of a word list must have, derived from its English file (declared `as const`):
 * the same keys, each string free except that it keeps the English string's `{name}` slots.
 */
export type TranslationOf<English> = English extends string
  ? [Slots<English>] extends [never]
    ? string
    : Template<Slots<English>>
  : English extends readonly (infer Item)[]
    ? readonly TranslationOf<Item>[]
    : { -readonly [Key in keyof English]: TranslationOf<English[Key]> };
