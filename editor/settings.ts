import type { EditorStorage } from "./keystatic.config.ts";

/**
 * What the server tells the editor's page: where saves go (the files on disk under `npm run cms`, the
 * GitHub repository in production) and the GitHub App editors install. One built editor serves any
 * repository: these come with the page, not with the build.
 */
export interface EditorSettings {
  storage: EditorStorage;
  /** The GitHub App's name in its address (github.com/apps/<slug>), for the editor's set-up links. */
  appSlug?: string;
}

const settingsId = "editor-settings";
const placeholder = "<!--editor-settings-->";

/** The editor's page (editor/index.html, or its build) with its settings written in. */
export function editorPage(template: string, settings: EditorSettings): string {
  if (!template.includes(placeholder)) throw new Error(`The editor's page has no ${placeholder}.`);
  // "<" escaped: the JSON sits in a script element, which a "</script>" in a value would close.
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  return template.replace(placeholder, `<script type="application/json" id="${settingsId}">${json}</script>`);
}

/** The settings the page carries, in the browser. */
export function readEditorSettings(): EditorSettings {
  const element = document.getElementById(settingsId);
  if (!element?.textContent) throw new Error("The editor's page carries no settings.");
  return JSON.parse(element.textContent) as EditorSettings;
}
