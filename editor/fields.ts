import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "zod";
import { mediaFolder, mediaPathPrefix } from "../core/media/media-names.ts";
import { amountField } from "./amount-field.ts";
import { checkedUpload, withCounter } from "./field-notes.ts";
import { optionalGroup, optionalSelect } from "./optional-fields.ts";
import { keptUnderOwnName } from "./upload-names.ts";

/**
 * The editor's form for a content schema, derived from the schema itself (content/schema/fields.ts): the build
 * and the editor check the same fields, declared once. Read through the schema's JSON Schema, the stable
 * description zod gives of it, with the labels and hints its fields carry.
 */

interface JsonSchema {
  type?: string;
  format?: string;
  required?: string[];
  title?: string;
  description?: string;
  multiline?: boolean;
  /** A photo from the media folder (content/schema/fields.ts, `photo`): uploaded in the editor. */
  media?: boolean;
  enum?: string[];
  /** What the editor calls each value of a choice (content/schema/fields.ts, `choice`). */
  optionNames?: Record<string, string>;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxLength?: number;
  /** `false` after a tuple's `prefixItems`: no items beyond them. */
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  /** A group a page may go without (content/schema/fields.ts, `optionalGroup`): its stored forms, off and on. */
  optionalGroup?: boolean;
}

const labelOf = (node: JsonSchema, key: string) => node.title ?? key;

/**
 * A one-line summary of a list item for the editor's list: its first words, passing over a choice's key or
 * an address ("product", "what-is-regu") for the heading or question after it; an item of choices and
 * addresses only is named by its first choice's name (a social profile by its network).
 */
function itemLabel(node: JsonSchema) {
  const texts = Object.entries(node.properties ?? {}).filter(([, child]) => child.type === "string");
  const firstText = texts.find(([, child]) => !child.enum && !child.pattern && !child.media) ?? texts[0];
  return (props: { fields?: Record<string, { value: unknown }>; value?: unknown }) => {
    const [key, text] = firstText ?? [undefined, node];
    const value = key === undefined ? props.value : props.fields?.[key]?.value;
    if (typeof value !== "string" || value === "") return labelOf(node, "Item");
    return text.optionNames?.[value] ?? value;
  };
}

/** Fields the editor defines itself, by their path in the schema ("hero.photo"), and the paths used. */
interface OwnFields {
  fields: Partial<Record<string, ComponentSchema>>;
  used: Set<string>;
  /** The media folder's subfolder this entry's photos are uploaded into. */
  mediaFolder: string;
}

function fieldOf(
  node: JsonSchema,
  key: string,
  required: boolean,
  own: OwnFields,
  path: string,
): ComponentSchema {
  const label = labelOf(node, key);
  const description = node.description;
  if (node.optionalGroup) {
    // Keystatic has no optional object; its conditional field stores a switch and, when on, the group, the
    // shape the schema reads (`{discriminant, value}`), so the editor and the build agree on the file.
    const group = node.oneOf?.find((form) => form.properties?.value)?.properties?.value;
    if (!group) throw new Error(`The optional group "${label}" names no fields.`);
    return fields.conditional(
      fields.checkbox({ label: `Show “${label}”`, description, defaultValue: false }),
      { true: fields.object(formOf(group, own, path), { label }), false: fields.empty() },
    );
  }
  if (node.enum) {
    const [first] = node.enum;
    if (first === undefined) throw new Error(`The choice "${label}" has no values.`);
    const options = node.enum.map((value) => ({ label: node.optionNames?.[value] ?? value, value }));
    // An optional choice may stay empty, which Keystatic's select cannot (a user guide's feature).
    if (!required) return optionalSelect({ label, description, options });
    return fields.select({ label, description, options, defaultValue: first });
  }
  switch (node.type) {
    case "string":
      if (node.media) {
        const image = fields.image({
          label,
          description,
          directory: `${mediaFolder}/${own.mediaFolder}`,
          publicPath: `${mediaPathPrefix}${own.mediaFolder}/`,
        });
        return checkedUpload(keptUnderOwnName(image, key));
      }
      if (node.format === "date")
        return fields.date({ label, description, validation: { isRequired: required } });
      {
        const field = fields.text({
          label,
          description,
          multiline: node.multiline ?? false,
          validation: {
            isRequired: required,
            length: { min: required ? (node.minLength ?? 0) : 0, max: node.maxLength ?? Infinity },
          },
        });
        return node.maxLength === undefined ? field : withCounter(field, node.maxLength);
      }
    case "boolean":
      return fields.checkbox({ label, description });
    case "integer":
      return fields.integer({
        label,
        description,
        validation: { isRequired: required, min: node.minimum ?? 1, max: node.maximum },
      });
    // An amount of money (content/schema/fields.ts, `amount`): a multiple of its step, at least the minimum.
    case "number":
      if (node.multipleOf !== undefined) {
        return amountField({
          label,
          description,
          step: node.multipleOf,
          min: node.minimum,
          isRequired: required,
        });
      }
      return fields.number({
        label,
        description,
        step: node.multipleOf,
        validation: {
          isRequired: required,
          min: node.minimum,
          max: node.maximum,
          step: node.multipleOf !== undefined,
        },
      });
    case "array": {
      // A tuple (`ordering`) lists its items as `prefixItems`, all of one kind here.
      const item = node.items || node.prefixItems?.[0];
      if (!item) throw new Error(`The list "${label}" names no item.`);
      return fields.array(fieldOf(item, "Item", true, own, `${path}.Item`), {
        label,
        description,
        // Keystatic's item label reads the item's fields; the type is Keystatic's own, wider than ours.
        itemLabel: itemLabel(item) as never,
        validation: { length: { min: node.minItems ?? 0, max: node.maxItems ?? Infinity } },
      });
    }
    case "object": {
      const form = formOf(node, own, path);
      if (required) return fields.object(form, { label, description });
      // A group the file may leave out as a whole (a user-guide row's pill): Keystatic's groups are always
      // written, so this one is a field of its own, made of simple fields.
      const children = Object.entries(form).map(([key, child]) => {
        if (child.kind !== "form")
          throw new Error(`The optional group "${label}" holds more than simple fields.`);
        // A simple field of Keystatic's, whatever the type of its value.
        return [key, child as unknown as Parameters<typeof optionalGroup>[0]["children"][string]] as const;
      });
      return optionalGroup({ label, description, children: Object.fromEntries(children) });
    }
    default:
      throw new Error(`The field "${label}" is of a kind the editor cannot show (${node.type ?? "none"}).`);
  }
}

function formOf(node: JsonSchema, own: OwnFields, prefix = ""): Record<string, ComponentSchema> {
  const required = new Set(node.required ?? []);
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      const field = own.fields[path];
      if (field) own.used.add(path);
      return [key, field ?? fieldOf(child, key, required.has(key), own, path)];
    }),
  );
}

/**
 * The editor's fields for a content schema whose top level is a group (an object). `own` gives the fields
 * whose form is the editor's business only (where an uploaded photo is kept, which list a translation is
 * picked from), by their path ("hero.photo"); the schema still checks what they save.
 */
export function editorFields<Schema extends z.ZodType>(
  schema: Schema,
  {
    own = {},
    mediaFolder: entryMediaFolder,
  }: {
    own?: Partial<Record<(keyof z.input<Schema> & string) | `${string}.${string}`, ComponentSchema>>;
    /** Where the entry's photos go, under content/media/: one folder per entry. */
    mediaFolder: string;
  },
): Record<keyof z.input<Schema> & string, ComponentSchema> {
  const fieldsOwned: OwnFields = { fields: own, used: new Set(), mediaFolder: entryMediaFolder };
  const form = formOf(z.toJSONSchema(schema, { io: "input" }) as JsonSchema, fieldsOwned);
  const unknown = Object.keys(own).filter((path) => !fieldsOwned.used.has(path));
  if (unknown.length > 0) throw new Error(`The schema has no field ${unknown.join(", ")}.`);
  return form as Record<keyof z.input<Schema> & string, ComponentSchema>;
}
