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

/** Words on one line: never empty (a page never shows a blank heading), at most `max` characters. */
export function line({ label, hint, max }: FieldInfo & { max?: number }) {
  const text = z.string().trim().min(1);
  return (max === undefined ? text : text.max(max)).meta({ title: label, description: hint });
}

/** A paragraph: never empty, edited in a box of several lines. */
export function paragraph({ label, hint }: FieldInfo) {
  return z.string().trim().min(1).meta({ title: label, description: hint, multiline: true });
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

/** One of a fixed set of values (a customer, a drawing), chosen from a list in the editor. */
export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  { label, hint }: FieldInfo,
) {
  return z.enum(values).meta({ title: label, description: hint });
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

/** One group per key of `keys`, each holding the fields `item` makes: the home page's seven features. */
export function groupPerKey<const Key extends string, Item extends z.ZodType>(
  keys: readonly Key[],
  item: (key: Key) => Item,
  info: FieldInfo,
) {
  const shape = Object.fromEntries(keys.map((key) => [key, item(key)])) as Record<Key, Item>;
  return group(shape, info);
}
