import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import type { FormWords } from "../../../core/i18n/form-words.types.ts";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

/** The toolbar's words, from the page's dictionary (the link button also applies the address typed). */
export type RichTextToolbarLabels = FormWords["richText"];

export interface RichTextFieldProps {
  /** The form field's name: the posted value is HTML with the editor, plain text without JavaScript. */
  name: string;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** What to show at first: plain text, or HTML posted earlier from the editor (the cleaned message). */
  defaultValue?: string;
  /** Longest message in characters of text. */
  maxLength: number;
  toolbarLabels: RichTextToolbarLabels;
  required?: boolean;
}

interface LoadedEditor {
  Editor: ComponentType<RichTextEditorProps>;
  initialValue: string;
  initialFormat: "html" | "text";
  autoFocus: boolean;
}

/**
 * A message field written in a rich-text editor (bold, italic, lists, links). The server and a browser without
 * JavaScript get a plain `<textarea>`. In the browser the editor's code (Lexical) is fetched only when the
 * visitor starts on the form (focus in any of its fields); it then takes the textarea's place, with what was
 * typed and the focus, and posts HTML under the same name plus `${name}Format=html` (see rich-text.server.ts).
 * If the code cannot be fetched, the textarea stays.
 */
export function RichTextField({
  name,
  id,
  label,
  hint,
  error,
  defaultValue = "",
  maxLength,
  toolbarLabels,
  required = false,
}: RichTextFieldProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<LoadedEditor | null>(null);

  // HTML posted earlier shows as its text in the textarea; the editor gets the HTML back if it is unchanged.
  const initialHtml = isEditorHtml(defaultValue) ? defaultValue : null;
  const textareaDefault = initialHtml === null ? defaultValue : htmlToPlainText(initialHtml);

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const labelId = `${id}-label`;

  useEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea || loaded) return;
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      import("./rich-text-editor.tsx").then(
        ({ RichTextEditor }) => {
          const current = textareaRef.current;
          if (cancelled || !current) return;
          const value = current.value;
          const keepHtml = initialHtml !== null && value === textareaDefault;
          // Synchronously, so that no keystroke falls between reading the textarea and replacing it.
          flushSync(() =>
            setLoaded({
              Editor: RichTextEditor,
              initialValue: keepHtml ? initialHtml : value,
              initialFormat: keepHtml ? "html" : "text",
              autoFocus: document.activeElement === current,
            }),
          );
        },
        (reason: unknown) => {
          // Offline or a failed deploy: the textarea works on its own.
          console.warn("The message editor could not load; keeping the plain text field.", reason);
        },
      );
    };
    // The visitor starting on the form (any of its fields) is the sign: the editor is ready by the time
    // they reach the message, and a visitor who only reads the page never downloads it.
    const form = textarea.form;
    form?.addEventListener("focusin", load);
    textarea.addEventListener("focus", load);
    // Focused before the page became interactive.
    if (form?.contains(document.activeElement)) load();
    return () => {
      cancelled = true;
      form?.removeEventListener("focusin", load);
      textarea.removeEventListener("focus", load);
    };
  }, [loaded, initialHtml, textareaDefault]);

  const Editor = loaded?.Editor;
  return (
    <div>
      <label
        id={labelId}
        htmlFor={Editor ? undefined : id}
        // The editor is no labelable element: a click on its label focuses it as it would a textarea.
        onClick={Editor ? () => document.getElementById(id)?.focus() : undefined}
        className="block text-sm font-semibold text-ink"
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1.5">
        {Editor && loaded ? (
          <Editor
            id={id}
            name={name}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            required={required}
            maxLength={maxLength}
            initialValue={loaded.initialValue}
            initialFormat={loaded.initialFormat}
            autoFocus={loaded.autoFocus}
            labels={toolbarLabels}
          />
        ) : (
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            defaultValue={textareaDefault}
            maxLength={maxLength}
            required={required}
            rows={7}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={`block min-h-40 w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 ${
              error ? "border-danger" : "border-slate-300"
            }`}
          />
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm font-semibold text-danger">
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </div>
  );
}

/** Markup as the editor (or the server's cleaning) writes it: blocks from start to end. */
function isEditorHtml(value: string): boolean {
  return /^\s*<(?:p|ul|ol)[\s>]/i.test(value) && /<\/(?:p|ul|ol)>\s*$/i.test(value);
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Each ordered list's items numbered. Only up to the last `</ol>`: after it no list can end, and the lazy
 * pattern would scan to the end of the text again from every `<ol>` there.
 */
function numberedLists(html: string): string {
  const end = html.toLowerCase().lastIndexOf("</ol>");
  if (end === -1) return html;
  const lists = html.slice(0, end + "</ol>".length);
  const numbered = lists.replace(/<ol(?:\s[^>]*)?>([\s\S]*?)<\/ol>/gi, (_list, items: string) => {
    let number = 0;
    return `${items.replace(/<li(?:\s[^>]*)?>/gi, () => `\n${++number}. `)}\n\n`;
  });
  return numbered + html.slice(lists.length);
}

/** The editor's HTML as text for the textarea: paragraphs apart, items as "- item". Only ever shown as text. */
function htmlToPlainText(html: string): string {
  return (
    numberedLists(html.replace(/<br\s*\/?>/gi, "\n"))
      .replace(/<li(?:\s[^>]*)?>/gi, "\n- ")
      .replace(/<\/(?:p|ul|ol)>/gi, "\n\n")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
        if (entity[0] !== "#") return namedEntities[entity.toLowerCase()] ?? whole;
        const code =
          entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
      // Spaces at the end of each line, line by line: a pattern would rescan a long run of spaces from each.
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
