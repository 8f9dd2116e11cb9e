import type { FormFieldInputProps } from "@keystatic/core";
import { createElement, type ReactElement } from "react";

/**
 * A text field with the limit its place on the page can hold, and a counter under it ("38 of 60
 * characters"), red past the limit: the field's own check refuses the save then, naming the limit.
 */
export function withCounter<Field extends { Input(props: FormFieldInputProps<string>): ReactElement | null }>(
  field: Field,
  max: number,
): Field {
  return {
    ...field,
    Input(props) {
      const over = props.value.length > max;
      // Plain calls rather than markup: Node reads this file for the build, and reads no JSX.
      return createElement(
        "div",
        null,
        createElement(field.Input, props),
        createElement(
          "p",
          {
            "aria-live": over ? "polite" : "off",
            style: { margin: "6px 0 0", fontSize: 12, color: over ? "#b42318" : "#64748b" },
          },
          `${props.value.length} of ${max} characters`,
        ),
      );
    },
  };
}
