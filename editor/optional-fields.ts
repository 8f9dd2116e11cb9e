import { fields, type BasicFormField, type FormFieldStoredValue } from "@keystatic/core";
import { createElement } from "react";

/**
 * Optional fields the way the content files write them: left out when empty. Keystatic writes an unpicked
 * choice as its first value and a group as an object even when it is empty, which the schemas refuse
 * (an optional group, such as a user-guide row's pill, is either whole or absent), and its own optional
 * group writes a `discriminant` the files do not have. So these two are fields of their own, built from
 * Keystatic's.
 */

/** A choice that may be left empty ("None"), which leaves the key out of the file. */
export function optionalSelect({
  label,
  description,
  options,
}: {
  label: string;
  description?: string;
  options: Array<{ label: string; value: string }>;
}): BasicFormField<string> {
  const select = fields.select({
    label,
    description,
    options: [{ label: "None", value: "" }, ...options],
    defaultValue: "",
  });
  return {
    ...select,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
  };
}

/** A field's value as Keystatic holds it: anything but undefined. */
type Value = NonNullable<unknown> | null;
type Child = BasicFormField<Value>;
type GroupValue = Record<string, Value> | null;

/**
 * A group of simple fields that is there or not: a box to tick, and its fields under it once ticked.
 * Unticked, the key is left out of the file; ticked, each field is checked as it is on its own.
 */
export function optionalGroup({
  label,
  description,
  children,
}: {
  label: string;
  description?: string;
  children: Record<string, Child>;
}): BasicFormField<GroupValue> {
  const entries = Object.entries(children);
  const each = <T>(make: (child: Child, key: string) => T) =>
    Object.fromEntries(entries.map(([key, child]) => [key, make(child, key)]));
  const present = fields.checkbox({ label, description });
  // A ticked group's value holds every child's key: `parse` and the box make it so.
  const at = (value: NonNullable<GroupValue>, key: string) => value[key] as Value;
  const parse = (stored: FormFieldStoredValue): GroupValue => {
    if (stored === undefined) return null;
    const object = typeof stored === "object" && !Array.isArray(stored) ? stored : {};
    return each((child, key) => child.parse((object as Record<string, FormFieldStoredValue>)[key]));
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      // Plain calls rather than markup: Node reads this file for the build, and reads no JSX.
      return createElement(
        "div",
        { style: { display: "grid", gap: 12 } },
        createElement(present.Input, {
          value: value !== null,
          onChange: (on: boolean) => onChange(on ? each((child) => child.defaultValue()) : null),
          autoFocus,
          forceValidation,
        }),
        ...(value === null
          ? []
          : entries.map(([key, child]) =>
              createElement(child.Input, {
                key,
                value: at(value, key),
                onChange: (next: Value) => onChange({ ...value, [key]: next }),
                autoFocus: false,
                forceValidation,
              }),
            )),
      );
    },
    defaultValue: () => null,
    parse,
    serialize: (value) =>
      value === null
        ? { value: undefined }
        : { value: each((child, key) => child.serialize(at(value, key)).value) as FormFieldStoredValue },
    validate: (value) => (value === null ? null : each((child, key) => child.validate(at(value, key)))),
    reader: { parse },
  };
}
