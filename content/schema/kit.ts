import { z } from "zod";

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
 * One of a fixed set of values (a customer, a drawing), chosen from a list in the editor, which shows each
 * value's name from `names` where given (a feature's name rather than its key).
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
