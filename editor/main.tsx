import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { editorConfig } from "./keystatic.config.ts";
import { readEditorSettings } from "./settings.ts";
import { showUnsavedPreviewNotice } from "./unsaved-notice.ts";

const root = document.getElementById("editor");
if (!root) throw new Error("The editor's page has no #editor element.");
const { storage, appSlug } = readEditorSettings();
createRoot(root).render(
  <StrictMode>
    {/* Keystatic types its navigation by collection names that a config built from lists cannot name. */}
    <Keystatic
      config={editorConfig(storage) as Config}
      appSlug={appSlug ? { envName: "KEYSTATIC_GITHUB_APP_SLUG", value: appSlug } : undefined}
    />
  </StrictMode>,
);

// Only local mode has a Preview (editor/keystatic.config.ts), and so a preview to warn about.
if (storage.kind === "local") showUnsavedPreviewNotice(document);
