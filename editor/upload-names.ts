import type { FormFieldInputProps } from "@keystatic/core";
import { createElement, type ReactElement } from "react";

/**
 * Each upload under a name of its own (docs/editing.md, Photos and logos). Keystatic's image field names
 * the file after the field (`cover.jpg`) whatever was chosen, so a second photo took the first one's name
 * and replaced it on disk. Here a file is named when it is chosen, after the field, the chosen file's own
 * name and a short hash of its bytes: `cover-outlet-team-3f2a9c1b.jpg`. A photo already saved keeps its
 * name; the same file chosen twice gets the same one.
 */

/** A file as Keystatic's image field holds it: its bytes and name, or nothing chosen. */
type Upload = { data: Uint8Array; extension: string; filename: string } | null;

/** Words for a file name: "Team photo (1)" → "team-photo-1", "quotePhoto" → "quote-photo". */
function wordsOf(text: string, max: number): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

/** FNV-1a over the bytes, eight hex digits: enough to tell two uploads of one field apart, and synchronous. */
function shortHash(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The name an upload to the field `field` is kept under. */
export function uploadName(field: string, upload: { data: Uint8Array; filename: string }): string {
  const dot = upload.filename.lastIndexOf(".");
  const extension = dot > 0 ? upload.filename.slice(dot + 1).toLowerCase() : "";
  const words = wordsOf(dot > 0 ? upload.filename.slice(0, dot) : upload.filename, 40);
  const base = [wordsOf(field, 30), words, shortHash(upload.data)].filter(Boolean).join("-");
  return extension ? `${base}.${extension}` : base;
}

/** Keystatic's image field, writing each upload under its own name (`uploadName`) instead of the field's. */
export function keptUnderOwnName<
  Field extends {
    Input(props: FormFieldInputProps<Upload>): ReactElement | null;
    serialize(
      value: Upload,
      args: { suggestedFilenamePrefix: string | undefined; slug: string | undefined },
    ): unknown;
  },
>(field: Field, name: string): Field {
  return {
    ...field,
    Input(props: FormFieldInputProps<Upload>) {
      // The input changes its value only when a file is chosen (or removed): a chosen file is named here.
      const onChange = (value: Upload) =>
        props.onChange(value && { ...value, filename: uploadName(name, value) });
      // A plain call rather than markup: Node reads this file for the build, and reads no JSX.
      return createElement(field.Input, { ...props, onChange });
    },
    serialize(
      value: Upload,
      args: { suggestedFilenamePrefix: string | undefined; slug: string | undefined },
    ) {
      // Keystatic suggests the field's name for the file; the name given when it was chosen is kept.
      return field.serialize(value, { ...args, suggestedFilenamePrefix: undefined });
    },
  };
}
