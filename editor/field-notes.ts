import type { FormFieldInputProps } from "@keystatic/core";
import { Text } from "@keystar/ui/typography";
import { createElement, type ReactElement } from "react";
import { uploadProblem } from "../core/media/upload-check.ts";

/** A line under a field: a count as it goes, or a problem the save will be refused for. */
interface FieldNote {
  text: string;
  problem: boolean;
  /** Announced as soon as it shows (a problem found in a chosen file), or as it changes (a count past its limit). */
  announce: "alert" | "polite" | "off";
}

/** Keystatic's field with a note under its input, worked out from the field's value at each render. */
function withNote<Value, Field extends { Input(props: FormFieldInputProps<Value>): ReactElement | null }>(
  field: Field,
  noteOf: (value: Value) => FieldNote | undefined,
): Field {
  return {
    ...field,
    Input(props: FormFieldInputProps<Value>) {
      const note = noteOf(props.value);
      // Plain calls rather than markup: Node reads this file for the build, and reads no JSX.
      return createElement(
        "div",
        null,
        createElement(field.Input, props),
        note
          ? createElement(
              "p",
              {
                ...(note.announce === "alert" ? { role: "alert" } : { "aria-live": note.announce }),
                style: { margin: "6px 0 0" },
              },
              // Keystatic's own type and colours, as its fields' messages are drawn.
              createElement(
                Text,
                { size: "small", color: note.problem ? "critical" : "neutralTertiary" },
                note.text,
              ),
            )
          : null,
      );
    },
  };
}

/**
 * A text field with the limit its place on the page can hold, and a counter under it ("38 of 60
 * characters"), red past the limit: the field's own check refuses the save then, naming the limit.
 */
export function withCounter<Field extends { Input(props: FormFieldInputProps<string>): ReactElement | null }>(
  field: Field,
  max: number,
): Field {
  return withNote<string, Field>(field, (value) => {
    const over = value.length > max;
    return { text: `${value.length} of ${max} characters`, problem: over, announce: over ? "polite" : "off" };
  });
}

/** A file as Keystatic's image field holds it: its bytes and name, or nothing chosen. */
type Upload = { data: Uint8Array; extension: string; filename: string } | null;

const problemOf = (value: Upload) => (value ? uploadProblem(value) : undefined);

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
    ...withNote<Upload, Field>(field, (value) => {
      const problem = problemOf(value);
      return problem === undefined ? undefined : { text: problem, problem: true, announce: "alert" };
    }),
    validate(value: Upload) {
      const problem = problemOf(value);
      if (problem) throw new Error(problem);
      return field.validate(value);
    },
  };
}
