import type { FormFieldInputProps } from "@keystatic/core";
import { createElement, type ReactElement } from "react";
import { uploadProblem } from "../app/media/upload-check.ts";

/** A file as Keystatic's image field holds it: its bytes and name, or nothing chosen. */
type Upload = { data: Uint8Array; extension: string; filename: string } | null;

/**
 * Keystatic's image field, checked by what the file holds the moment it is chosen: a file that is no image
 * (a text file named `.jpg`) or one over the size limit is named under the field with the limit, and the
 * save is refused, rather than accepted without a word and refused by the build later.
 */
export function checkedUpload<
  Field extends {
    Input(props: FormFieldInputProps<Upload>): ReactElement | null;
    validate(value: Upload): unknown;
  },
>(field: Field): Field {
  return {
    ...field,
    Input(props: FormFieldInputProps<Upload>) {
      const problem = props.value ? uploadProblem(props.value) : undefined;
      // Plain calls rather than markup: Node reads this file for the build, and reads no JSX.
      return createElement(
        "div",
        null,
        createElement(field.Input, props),
        problem
          ? createElement(
              "p",
              { role: "alert", style: { margin: "6px 0 0", fontSize: 12, color: "#b42318" } },
              problem,
            )
          : null,
      );
    },
    validate(value: Upload) {
      const problem = value ? uploadProblem(value) : undefined;
      if (problem) throw new Error(problem);
      return field.validate(value);
    },
  };
}
