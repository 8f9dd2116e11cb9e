import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { $createLinkNode, $isLinkNode, $toggleLink, LinkNode } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { AutoFocusPlugin } from "@lexical/react/LexicalAutoFocusPlugin";
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $trimTextContentFromAnchor } from "@lexical/selection";
import {
  $findMatchingParent,
  $getNearestNodeOfType,
  $restoreEditorState,
  $unwrapNode,
  mergeRegister,
} from "@lexical/utils";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  IS_BOLD,
  IS_ITALIC,
  RootNode,
  TextNode,
  type BaseSelection,
  type EditorState,
  type LexicalEditor,
  type LexicalNode,
} from "lexical";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import type { RichTextToolbarLabels } from "./rich-text-field.tsx";

/** What RichTextField hands the editor when it takes the textarea's place. */
export interface RichTextEditorProps {
  /** The editable area's id: the field's id, so that links to the field (an error summary) still land. */
  id: string;
  /** The posted field's name. */
  name: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /** Longest message, in characters of text. */
  maxLength: number;
  /** What the textarea held: its text, or the HTML the field was given when that was left unchanged. */
  initialValue: string;
  initialFormat: "html" | "text";
  /** The textarea had the focus: the editor takes it, with the caret at the end. */
  autoFocus: boolean;
  labels: RichTextToolbarLabels;
}

const theme: InitialConfigType["theme"] = {
  paragraph: "my-2 first:mt-0 last:mb-0",
  text: { bold: "font-bold", italic: "italic" },
  link: "font-semibold text-brand-700 underline",
  list: {
    ul: "my-2 list-disc pl-6",
    ol: "my-2 list-decimal pl-6",
    listitem: "my-1",
    nested: { listitem: "list-none" },
  },
};

const linkProtocols = new Set(["http:", "https:", "mailto:"]);

/** Links go to web or mail addresses only; the server checks the same (rich-text.server.ts). */
function isSafeUrl(url: string): boolean {
  try {
    return linkProtocols.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** An address as typed ("regu.id", "sales@regu.id", "https://…") as a link target, or null. */
function linkTarget(typed: string): string | null {
  const value = typed.trim();
  if (value === "") return null;
  let candidate = `https://${value}`;
  if (/^(?:https?|mailto):/i.test(value)) candidate = value;
  else if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) candidate = `mailto:${value}`;
  try {
    const url = new URL(candidate);
    return linkProtocols.has(url.protocol) && (url.protocol === "mailto:" || url.hostname.includes("."))
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** The first content: HTML through Lexical's importer, or text with blank lines between paragraphs. */
function $setInitialContent(editor: LexicalEditor, value: string, format: "html" | "text") {
  const root = $getRoot();
  root.clear();
  if (format === "html") {
    const dom = new DOMParser().parseFromString(value, "text/html");
    root.select();
    $insertNodes($generateNodesFromDOM(editor, dom));
  } else {
    for (const paragraph of value.replace(/\r\n?/g, "\n").split(/\n[^\S\n]*\n\s*/)) {
      if (paragraph.trim() === "") continue;
      const node = $createParagraphNode();
      paragraph.split("\n").forEach((line, index) => {
        if (index > 0) node.append($createLineBreakNode());
        if (line !== "") node.append($createTextNode(line));
      });
      root.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
  // No selection until the visitor (or AutoFocusPlugin) puts one: a selection would take the focus.
  $setSelection(null);
}

const htmlByState = new WeakMap<EditorState, string>();

/** The editor's HTML for the hidden field: "" when there is no text. */
function useEditorHtml(editor: LexicalEditor): string {
  const subscribe = useCallback((onChange: () => void) => editor.registerUpdateListener(onChange), [editor]);
  const getSnapshot = useCallback(() => {
    const state = editor.getEditorState();
    let html = htmlByState.get(state);
    if (html === undefined) {
      const read = () =>
        $getRoot().getTextContent().trim() === "" ? "" : $generateHtmlFromNodes(editor, null);
      html = state.read(read, { editor });
      htmlByState.set(state, html);
    }
    return html;
  }, [editor]);
  return useSyncExternalStore(subscribe, getSnapshot, () => "");
}

/** The posted fields: the HTML under the field's name, and its format beside it. */
function HiddenFields({ name }: { name: string }) {
  const [editor] = useLexicalComposerContext();
  const html = useEditorHtml(editor);
  return (
    <>
      <input type="hidden" name={name} value={html} />
      <input type="hidden" name={`${name}Format`} value="html" />
    </>
  );
}

/**
 * Keeps the content to what the message can hold: the formats the toolbar offers (a paste or a shortcut
 * could bring underline, code or colours, which the server would drop anyway), links to web or mail
 * addresses, and at most maxLength characters of text (as Lexical's playground does it: undo the change,
 * or trim what a paste added).
 */
function ContentRules({ maxLength }: { maxLength: number }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const allowedFormats = IS_BOLD | IS_ITALIC;
    let lastRestored: EditorState | null = null;
    return mergeRegister(
      editor.registerCommand(
        FORMAT_TEXT_COMMAND,
        (format) => format !== "bold" && format !== "italic",
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerNodeTransform(TextNode, (node) => {
        if ((node.getFormat() & ~allowedFormats) !== 0) node.setFormat(node.getFormat() & allowedFormats);
        if (node.getStyle() !== "") node.setStyle("");
      }),
      // A pasted link to anywhere but the web or mail (Lexical makes `javascript:` about:blank) keeps its text.
      editor.registerNodeTransform(LinkNode, (link) => {
        if (!isSafeUrl(link.getURL())) $unwrapNode(link);
      }),
      editor.registerNodeTransform(RootNode, (root) => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection) || !selection.isCollapsed()) return;
        const previous = editor.getEditorState();
        const previousSize = previous.read(() => $getRoot().getTextContentSize());
        const size = root.getTextContentSize();
        const excess = size - maxLength;
        if (size === previousSize || excess <= 0) return;
        if (previousSize === maxLength && lastRestored !== previous) {
          lastRestored = previous;
          $restoreEditorState(editor, previous);
        } else {
          $trimTextContentFromAnchor(editor, selection.anchor, excess);
        }
      }),
    );
  }, [editor, maxLength]);
  return null;
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  list: "bullet" | "number" | null;
  link: string | null;
}

const emptyToolbarState: ToolbarState = { bold: false, italic: false, list: null, link: null };

function readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return emptyToolbarState;
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const link = $findMatchingParent(anchor, (node: LexicalNode) => $isLinkNode(node));
  const listType = list?.getListType();
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    list: listType === "bullet" || listType === "number" ? listType : null,
    link: $isLinkNode(link) ? link.getURL() : null,
  };
}

function ToolbarButton({
  label,
  pressed,
  expanded,
  controls,
  index,
  activeIndex,
  onFocusIndex,
  onPress,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  /** Its place in the toolbar: the toolbar is one tab stop, the button last used (roving tabindex). */
  index: number;
  activeIndex: number;
  onFocusIndex: (index: number) => void;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      tabIndex={index === activeIndex ? 0 : -1}
      onFocus={() => onFocusIndex(index)}
      // A click keeps the editor's selection and focus: the button acts on the text selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      className="grid size-9 place-items-center rounded-lg text-ink hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-expanded:bg-brand-50"
    >
      {children}
    </button>
  );
}

const icon = {
  "aria-hidden": true,
  viewBox: "0 0 20 20",
  className: "size-5",
  fill: "currentColor",
} as const;

function Toolbar({ editorId, labels }: { editorId: string; labels: RichTextToolbarLabels }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(emptyToolbarState);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState("");
  const [linkInvalid, setLinkInvalid] = useState(false);
  const savedSelection = useRef<BaseSelection | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const linkFieldId = useId();

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read(readToolbarState, { editor });
        setState((current) =>
          current.bold === next.bold &&
          current.italic === next.italic &&
          current.list === next.list &&
          current.link === next.link
            ? current
            : next,
        );
      }),
    [editor],
  );

  // The toolbar is one tab stop (the button last used); the arrow keys, Home and End move between buttons.
  const buttonCount = state.link === null ? 5 : 6;
  const activeIndex = Math.min(focusIndex, buttonCount - 1);
  const roving = { activeIndex, onFocusIndex: setFocusIndex };

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(toolbarRef.current?.querySelectorAll("button") ?? [])];
    const current = buttons.findIndex((button) => button === document.activeElement);
    if (current === -1) return;
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons[next]?.focus();
  }

  function toggleList(type: "bullet" | "number") {
    if (state.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (type === "bullet") editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  }

  function openLink() {
    if (linkOpen) {
      closeLink();
      return;
    }
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkValue(state.link?.replace(/^mailto:/, "") ?? "");
    setLinkInvalid(false);
    setLinkOpen(true);
  }

  // The small address field takes the focus when it opens.
  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  function closeLink() {
    setLinkOpen(false);
    editor.focus();
  }

  function applyLink() {
    const url = linkTarget(linkValue);
    if (url === null) {
      setLinkInvalid(true);
      linkInputRef.current?.focus();
      return;
    }
    editor.update(() => {
      if (savedSelection.current) $setSelection(savedSelection.current.clone());
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const existing = $findMatchingParent(selection.anchor.getNode(), (node: LexicalNode) =>
        $isLinkNode(node),
      );
      if (selection.isCollapsed() && $isLinkNode(existing)) {
        existing.setURL(url);
      } else if (selection.isCollapsed()) {
        // Nothing selected: the address itself becomes the link's text.
        const link = $createLinkNode(url);
        link.append($createTextNode(url.replace(/^mailto:/, "")));
        selection.insertNodes([link]);
      } else {
        $toggleLink(url);
      }
    });
    setLinkOpen(false);
    editor.focus();
  }

  function removeLink() {
    editor.update(() => $toggleLink(null));
  }

  return (
    <div className="border-b border-slate-200 px-2 py-1.5">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={labels.toolbar}
        aria-controls={editorId}
        onKeyDown={onToolbarKeyDown}
        className="flex flex-wrap items-center gap-1"
      >
        <ToolbarButton
          label={labels.bold}
          index={0}
          {...roving}
          pressed={state.bold}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}
        >
          <svg {...icon}>
            <path d="M6 3.5h4.6c2.3 0 3.9 1.3 3.9 3.2 0 1.2-.6 2.1-1.6 2.6 1.4.4 2.3 1.5 2.3 3 0 2.2-1.8 3.7-4.4 3.7H6zm2.5 2.1v3.3h1.8c1.1 0 1.7-.6 1.7-1.6s-.6-1.7-1.7-1.7zm0 5.3v3.5h2.2c1.2 0 1.9-.7 1.9-1.8s-.7-1.7-1.9-1.7z" />
          </svg>
        </ToolbarButton>
        <ToolbarButton
          label={labels.italic}
          index={1}
          {...roving}
          pressed={state.italic}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}
        >
          <svg {...icon}>
            <path d="M8 3.5h7v2h-2.6l-2.3 9h2.4v2H5.5v-2h2.6l2.3-9H8z" />
          </svg>
        </ToolbarButton>
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
        <ToolbarButton
          label={labels.bulletList}
          index={2}
          {...roving}
          pressed={state.list === "bullet"}
          onPress={() => toggleList("bullet")}
        >
          <svg {...icon}>
            <circle cx="4" cy="5.5" r="1.5" />
            <circle cx="4" cy="10" r="1.5" />
            <circle cx="4" cy="14.5" r="1.5" />
            <path d="M7.5 4.5h9v2h-9zm0 4.5h9v2h-9zm0 4.5h9v2h-9z" />
          </svg>
        </ToolbarButton>
        <ToolbarButton
          label={labels.numberedList}
          index={3}
          {...roving}
          pressed={state.list === "number"}
          onPress={() => toggleList("number")}
        >
          <svg {...icon}>
            <path d="M3 3.5h2v4H4V4.6h-1zm-.3 6.2c.3-.5.9-.8 1.5-.8.9 0 1.5.5 1.5 1.3 0 .6-.4 1-1 1.5l-.5.4h1.5v.9h-3v-.8l1.3-1.1c.4-.3.6-.6.6-.8 0-.3-.2-.5-.5-.5s-.5.2-.6.5zM7.5 4.5h9v2h-9zm0 4.5h9v2h-9zm0 4.5h9v2h-9zM2.8 14h2.9v.8l-1 .9c.7.1 1.1.5 1.1 1.1 0 .8-.7 1.3-1.6 1.3-.7 0-1.3-.3-1.5-.9l.8-.4c.1.3.4.4.7.4s.6-.2.6-.5-.3-.5-.7-.5H3.7v-.7l.9-.8H2.8z" />
          </svg>
        </ToolbarButton>
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
        <ToolbarButton
          label={labels.link}
          index={4}
          {...roving}
          expanded={linkOpen}
          controls={linkOpen ? linkFieldId : undefined}
          onPress={openLink}
        >
          <svg {...icon}>
            <path d="M8.6 11.4a3.3 3.3 0 0 0 4.7 0l2.9-2.9a3.3 3.3 0 0 0-4.7-4.7l-1 1 1.4 1.4 1-1a1.3 1.3 0 0 1 1.9 1.9l-2.9 2.9a1.3 1.3 0 0 1-1.9 0zm2.8-2.8a3.3 3.3 0 0 0-4.7 0l-2.9 2.9a3.3 3.3 0 0 0 4.7 4.7l1-1-1.4-1.4-1 1a1.3 1.3 0 0 1-1.9-1.9l2.9-2.9a1.3 1.3 0 0 1 1.9 0z" />
          </svg>
        </ToolbarButton>
        {state.link !== null && (
          <ToolbarButton label={labels.removeLink} index={5} {...roving} onPress={removeLink}>
            <svg {...icon}>
              <path d="M8.6 11.4a3.3 3.3 0 0 0 2.2 1l-1.9-1.9zm7.6-2.9a3.3 3.3 0 0 0-4.7-4.7l-1 1 1.4 1.4 1-1a1.3 1.3 0 0 1 1.9 1.9l-1.5 1.5 1.4 1.4zM5.5 9l-1.7 1.7-.1.1a3.3 3.3 0 0 0 4.7 4.7l1-1-1.4-1.4-1 1a1.3 1.3 0 0 1-1.9-1.9l1.8-1.8zM3.4 2 2 3.4 16.6 18l1.4-1.4z" />
            </svg>
          </ToolbarButton>
        )}
      </div>
      {linkOpen && (
        <div id={linkFieldId} className="flex flex-wrap items-center gap-2 px-1 pt-2 pb-1">
          <label htmlFor={`${linkFieldId}-url`} className="text-sm font-semibold text-ink">
            {labels.linkPrompt}
          </label>
          <input
            ref={linkInputRef}
            id={`${linkFieldId}-url`}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={linkValue}
            aria-invalid={linkInvalid ? true : undefined}
            onChange={(event) => {
              setLinkValue(event.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={(event) => {
              // Enter here must not send the form around the editor.
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                closeLink();
              }
            }}
            className={`h-9 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-ink ${
              linkInvalid ? "border-danger" : "border-slate-300"
            }`}
          />
          <button
            type="button"
            onClick={applyLink}
            className="inline-flex h-9 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {labels.link}
          </button>
        </div>
      )}
    </div>
  );
}

/** The editor proper, loaded on demand by RichTextField (a default-free named export keeps it tree-shakable). */
export function RichTextEditor({
  id,
  name,
  labelId,
  describedBy,
  invalid,
  required,
  maxLength,
  initialValue,
  initialFormat,
  autoFocus,
  labels,
}: RichTextEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: `message-${id}`,
    theme,
    nodes: [ListNode, ListItemNode, LinkNode],
    onError: (error) => {
      console.error("Message editor error", error);
    },
    editorState: (editor) => $setInitialContent(editor, initialValue, initialFormat),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div
        // The focus ring goes round the whole field (toolbar and text), as it would round a textarea.
        className={`rounded-xl border bg-white has-[[contenteditable]:focus-visible]:outline-3 has-[[contenteditable]:focus-visible]:outline-offset-2 has-[[contenteditable]:focus-visible]:outline-accent ${
          invalid ? "border-danger" : "border-slate-300"
        }`}
      >
        <Toolbar editorId={id} labels={labels} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={invalid ? true : undefined}
              aria-required={required ? true : undefined}
              aria-multiline
              className="min-h-40 rounded-b-xl px-4 py-3 text-base leading-relaxed break-words text-ink outline-none"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeUrl} />
      <ContentRules maxLength={maxLength} />
      <HiddenFields name={name} />
      {autoFocus && <AutoFocusPlugin defaultSelection="rootEnd" />}
    </LexicalComposer>
  );
}
