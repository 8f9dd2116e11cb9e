import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "zod";

/**
 * The editor's form for a content schema, derived from the schema itself (content/schema/kit.ts): the build
 * and the editor check the same fields, declared once. Read through the schema's JSON Schema, the stable
 * description zod gives of it, with the labels and hints the kit puts there.
 */

interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  multiline?: boolean;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
}

const labelOf = (node: JsonSchema, key: string) => node.title ?? key;

/** A one-line summary of a list item for the editor's list: its first line of text. */
function itemLabel(node: JsonSchema) {
  const firstText = Object.entries(node.properties ?? {}).find(([, child]) => child.type === "string");
  return (props: { fields?: Record<string, { value: unknown }>; value?: unknown }) => {
    const value = firstText ? props.fields?.[firstText[0]]?.value : props.value;
    return typeof value === "string" && value !== "" ? value : labelOf(node, "Item");
  };
}

function fieldOf(node: JsonSchema, key: string): ComponentSchema {
  const label = labelOf(node, key);
  const description = node.description;
  if (node.enum) {
    const [first] = node.enum;
    if (first === undefined) throw new Error(`The choice "${label}" has no values.`);
    return fields.select({
      label,
      description,
      options: node.enum.map((value) => ({ label: value, value })),
      defaultValue: first,
    });
  }
  switch (node.type) {
    case "string":
      return fields.text({
        label,
        description,
        multiline: node.multiline ?? false,
        validation: { length: { min: node.minLength ?? 0, max: node.maxLength ?? Infinity } },
      });
    case "array": {
      const item = node.items ?? node.prefixItems?.[0];
      if (!item) throw new Error(`The list "${label}" names no item.`);
      return fields.array(fieldOf(item, "Item"), {
        label,
        description,
        // Keystatic's item label reads the item's fields; the type is Keystatic's own, wider than ours.
        itemLabel: itemLabel(item) as never,
        validation: { length: { min: node.minItems ?? 0, max: node.maxItems ?? Infinity } },
      });
    }
    case "object":
      return fields.object(formOf(node), { label, description });
    default:
      throw new Error(`The field "${label}" is of a kind the editor cannot show (${node.type ?? "none"}).`);
  }
}

function formOf(node: JsonSchema): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => [key, fieldOf(child, key)]),
  );
}

/** The editor's fields for a content schema whose top level is a group (an object). */
export function editorFields(schema: z.ZodType): Record<string, ComponentSchema> {
  return formOf(z.toJSONSchema(schema, { io: "input" }) as JsonSchema);
}
