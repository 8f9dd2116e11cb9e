import { z } from "zod";
import type { MayHold, Template } from "../../core/i18n/fill.ts";

/**
 * The building blocks of the content schemas: zod schemas carrying, as metadata, what the editor shows for
 * each field (its label, a hint, one line or several). The build validates the data files with them, and
 * the editor's form is derived from them (editor/fields.ts reads their JSON Schema), so a field is declared
 * once for both. Labels are for the marketing team, in English.
 */

interface FieldInfo {
  /** The field's label in the editor. */
  label: string;
  /** A hint under the label. */
  hint?: string;
}

/** The bounds of a text's length, in characters. */
interface Length {
  /** At least this many characters; 1 when unset (a page never shows a blank text). */
  min?: number;
  max?: number;
}

function text({ min = 1, max }: Length) {
  const atLeast = z.string().trim().min(min);
  return max === undefined ? atLeast : atLeast.max(max);
}

/** Words on one line: never empty (a page never shows a blank heading), at most `max` characters. */
export function line({ label, hint, ...length }: FieldInfo & Length) {
  return text(length).meta({ title: label, description: hint });
}

/** A paragraph: never empty, edited in a box of several lines. */
export function paragraph({ label, hint, ...length }: FieldInfo & Length) {
  return text(length).meta({ title: label, description: hint, multiline: true });
}

/** An email address, checked as one. */
export function email({ label, hint }: FieldInfo) {
  return z.email().meta({ title: label, description: hint });
}

/** An address on the web, `https://…`. */
export function link({ label, hint }: FieldInfo) {
  return z.url({ protocol: /^https$/ }).meta({ title: label, description: hint });
}

/**
 * A photo from the media folder (`/media/…`), optional: without one the page keeps its drawing. The build
 * checks that the file is there and is an image (app/media/media.server.ts); the editor uploads it.
 */
export function photo({ label, hint }: FieldInfo) {
  return z
    .string()
    .regex(/^\/media\/[\w./-]+$/, "a photo from the media folder, /media/…")
    .optional()
    .meta({ title: label, description: hint, media: true });
}

/** What a photo shows, for visitors who cannot see it; needed when there is a photo. */
export function photoAlt({ label, hint }: FieldInfo) {
  return z.string().trim().min(1).optional().meta({ title: label, description: hint });
}

/**
 * An item of a content collection by its address (a case study's key: lowercase words joined by hyphens),
 * picked from that collection's list in the editor; the page that names it fails the build when the item
 * is missing.
 */
export function itemKey({ label, hint }: FieldInfo) {
  return z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens")
    .meta({ title: label, description: hint });
}

/**
 * One of a fixed set of values (a customer, a drawing), chosen from a list in the editor, which shows each
 * value by its name in `names` where the value itself says nothing to a reader ("upTo50", a feature's key).
 */
export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  { label, hint, names }: FieldInfo & { names?: Record<Values[number], string> },
) {
  return z.enum(values).meta({ title: label, description: hint, optionNames: names });
}

/** A list of items, with its number of items bounded. */
export function list<Item extends z.ZodType>(
  item: Item,
  { label, hint, min = 1, max }: FieldInfo & { min?: number; max?: number },
) {
  const items = z.array(item).min(min);
  return (max === undefined ? items : items.max(max)).meta({ title: label, description: hint });
}

/** A group of fields shown together; a data file holding a key the group does not name is refused. */
export function group<Shape extends z.ZodRawShape>(shape: Shape, { label, hint }: FieldInfo) {
  return z.strictObject(shape).meta({ title: label, description: hint });
}

/**
 * A group of fields a page may go without (a table only some pages have), switched on and off in the editor.
 * It is stored as the editor stores it (Keystatic's `fields.conditional`): `{discriminant: true, value: {…}}`
 * when on, `{discriminant: false}` when off; a file without the key reads as off, as it does in the editor.
 * The page gets the group's fields, or nothing (the data file's reader drops the key: data-file.ts).
 */
export function optionalGroup<Shape extends z.ZodRawShape>(shape: Shape, info: FieldInfo) {
  return z
    .discriminatedUnion("discriminant", [
      z.strictObject({ discriminant: z.literal(false) }),
      z.strictObject({ discriminant: z.literal(true), value: group(shape, info) }),
    ])
    .optional()
    .transform((stored) => (stored?.discriminant ? stored.value : undefined))
    .meta({ title: info.label, description: info.hint, optionalGroup: true });
}

/** One group per key of `keys`, each holding the fields `item` makes: the home page's seven features. */
export function groupPerKey<const Key extends string, Item extends z.ZodType>(
  keys: readonly Key[],
  item: (key: Key) => Item,
  info: FieldInfo,
) {
  const shape = Object.fromEntries(keys.map((key) => [key, item(key)])) as Record<Key, Item>;
  return group(shape, info);
}

/** The `{name}` slots a text holds, each once. */
const slotsIn = (text: string) =>
  new Set(Array.from(text.matchAll(/\{(\w+)\}/g)).flatMap(([, name]) => name ?? []));
const slotList = (slots: readonly string[]) => slots.map((slot) => `{${slot}}`).join(", ");

interface SlottedInfo<Slot extends string> extends FieldInfo {
  slots: readonly [Slot, ...Slot[]];
  multiline?: boolean;
}

/** A text holding `{name}` slots of `slots` only, and each of them when `allNeeded`. */
function slotted<Slot extends string>(
  { label, hint, slots, multiline = false }: SlottedInfo<Slot>,
  allNeeded: boolean,
) {
  const rule = allNeeded
    ? `Must contain ${slotList(slots)}: the page puts ${slots.length > 1 ? "the values" : "the value"} there.`
    : `May contain ${slotList(slots)}, where the page puts the value; no other {word}.`;
  return z
    .string()
    .trim()
    .min(1)
    .superRefine((value, context) => {
      const held = slotsIn(value);
      const missing = allNeeded ? slots.filter((slot) => !held.has(slot)) : [];
      const unknown = [...held].filter((slot) => !(slots as readonly string[]).includes(slot));
      if (missing.length > 0)
        context.addIssue({ code: "custom", message: `Must contain ${slotList(missing)}` });
      if (unknown.length > 0)
        context.addIssue({
          code: "custom",
          message: `Holds ${slotList(unknown)}, which the page does not fill`,
        });
    })
    .meta({ title: label, description: hint ? `${hint} ${rule}` : rule, multiline });
}

/**
 * A text the page fills with numbers (core/i18n/fill.ts): it must hold each slot of `slots` (the price, the
 * number of days) and no other, or the page would show a hole or a stray `{word}`. Its type is the
 * `Template` the filling code expects, so the code keeps type-checking against it.
 */
export function template<const Slot extends string>(info: SlottedInfo<Slot>) {
  // The checks of `slotted` are what the type says; zod cannot spell a template-literal type itself.
  return slotted(info, true) as unknown as z.ZodType<Template<Slot>, string>;
}

/**
 * A text that may hold any of the slots of `slots`, or none, and no other (the pricing page's answers,
 * some mentioning the minimum users, others the trial days). Its type is the filling code's `MayHold`.
 */
export function mayHold<const Slot extends string>(info: SlottedInfo<Slot>) {
  // As in `template`: a brand the type system carries, checked by `slotted`.
  return slotted(info, false) as unknown as z.ZodType<MayHold<Slot>, string>;
}

/** The end of a web address, or an anchor on a page: lowercase words joined by hyphens. */
export function address({ label, hint }: FieldInfo) {
  return z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens")
    .meta({ title: label, description: hint });
}

/**
 * An address of this site as a visitor types it after the domain: `/` and a path, without a query, an
 * anchor or a trailing slash (the server sends `/pricing/` to `/pricing` already).
 */
export function sitePath({ label, hint }: FieldInfo) {
  return z
    .string()
    .trim()
    .regex(
      /^\/(?:[^\s?#\\]*[^\s?#\\/])?$/,
      "an address of this site: / and a path, without ?, # or a slash at the end",
    )
    .meta({ title: label, description: hint });
}

/**
 * A field with a check of its own that spans its parts (an address used once across a list). Zod's
 * refinement makes a copy of the field without its label, so the label and hint are carried over.
 */
export function checked<Field extends z.ZodType>(
  field: Field,
  check: (value: z.output<Field>, context: z.RefinementCtx<z.output<Field>>) => void,
): Field {
  return field.superRefine(check).meta(field.meta() ?? {});
}

/**
 * An amount of money, a round price in its currency: a whole number of `step`s (Rp 500, 10 sen), at least
 * one, so neither zero nor a negative price nor Rp 24,166.67 reaches a page.
 */
export function amount({ label, hint, step }: FieldInfo & { step: number }) {
  return z.number().multipleOf(step).min(step).meta({ title: label, description: hint });
}

/** A whole number of things (users, days), at least `min`. */
export function count({ label, hint, min = 1 }: FieldInfo & { min?: number }) {
  return z.number().int().min(min).meta({ title: label, description: hint });
}

/** Every one of `values`, each once, in the order chosen (the currencies as a page lists them). */
export function ordering<const Values extends readonly [string, ...string[]]>(
  values: Values,
  { label, hint }: FieldInfo,
) {
  const item = z.enum(values);
  // One item per value: a tuple as long as `values`, which zod cannot build from a mapped array itself.
  const items = values.map(() => item) as unknown as { [Index in keyof Values]: typeof item };
  return checked(z.tuple(items).meta({ title: label, description: hint }), (order, context) => {
    const missing = values.filter((value) => !(order as readonly string[]).includes(value));
    if (missing.length > 0)
      context.addIssue({ code: "custom", message: `Must list each once; missing: ${missing.join(", ")}` });
  });
}
