/**
 * A string that holds a `{name}` slot for each of `Names`, in any order and as often as it likes, e.g.
 * `Template<"count" | "total">` for "{count} of {total} questions" and "{count} dari {total} pertanyaan".
 * A translation that drops or misspells a slot fails typecheck instead of showing a hole on the page.
 */
export type Template<Names extends string> = `${string}${InAnyOrder<Names>}`;

type InAnyOrder<Names extends string, All extends string = Names> = [Names] extends [never]
  ? ""
  : Names extends string
    ? `{${Names}}${string}${InAnyOrder<Exclude<All, Names>>}`
    : never;

declare const mayHold: unique symbol;

/**
 * A string that may hold any of the `{name}` slots of `Names`, or none: for lists whose items use
 * different slots (a form's error messages, the pricing page's answers), filled with every value each time.
 */
export type MayHold<Names extends string> = string & { readonly [mayHold]?: Names };

/** The slot names of a template's type, e.g. "count" | "total" for "{count} of {total} questions". */
export type Slots<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Slots<Rest>
  : T extends { readonly [mayHold]?: infer Names extends string }
    ? Names
    : never;

/**
 * One value per slot of the template: a missing slot, or an extra key in an object literal, fails
 * typecheck. A string without slots has nothing to fill, so it takes no values at all.
 */
export type SlotValues<T extends string, Value = string | number> = [Slots<T>] extends [never]
  ? never
  : { [Name in Slots<T>]: Value };

/** Fills the `{name}` slots of a dictionary string. */
export function fill<T extends string>(template: T, values: SlotValues<T>): string {
  const byName: Partial<Record<string, string | number>> = values;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => String(byName[name] ?? slot));
}
