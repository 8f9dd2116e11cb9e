import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { TextField } from "@keystar/ui/text-field";
import { createElement, useState } from "react";
import { formatAmount, readAmount } from "./amount-text.ts";

/**
 * A price (content/schema/fields.ts, `amount`) typed as people type it in either language, read by
 * amount-text.ts. Keystatic's own number field took "31.000" for 31 and "Rp 31.000" for nothing, and
 * rounded 31,300 to a step without a word; this one says what is wrong and keeps the words typed.
 */
export function amountField({
  label,
  description,
  step,
  min,
  isRequired,
}: {
  label: string;
  description?: string;
  step: number;
  min?: number;
  isRequired: boolean;
}): BasicFormField<string, string, number | null> {
  const problemOf = (text: string) => {
    const reading = readAmount(text, { step, min });
    if (reading === undefined) return isRequired ? `${label}: type the price.` : undefined;
    return "problem" in reading ? reading.problem : undefined;
  };
  const parse = (stored: FormFieldStoredValue) =>
    typeof stored === "number" ? formatAmount(stored, step) : "";
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      // As Keystatic's fields do: the message shows once the field is left, or on saving.
      const [left, setLeft] = useState(false);
      // Plain calls rather than markup: Node reads this file for the build, and reads no JSX.
      return createElement(TextField, {
        label,
        description,
        value,
        onChange,
        autoFocus,
        isRequired,
        inputMode: "decimal",
        onBlur: () => setLeft(true),
        errorMessage: forceValidation || left ? problemOf(value) : undefined,
      });
    },
    defaultValue: () => "",
    parse,
    serialize: (text) => {
      const reading = readAmount(text, { step, min });
      return { value: reading && "value" in reading ? reading.value : undefined };
    },
    validate: (text) => {
      const problem = problemOf(text);
      if (problem) throw new Error(problem);
      return text;
    },
    reader: { parse: (stored) => (typeof stored === "number" ? stored : null) },
  };
}
