import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import config from "./keystatic.config.ts";

const root = document.getElementById("editor");
if (!root) throw new Error("The editor's page has no #editor element.");
createRoot(root).render(
  <StrictMode>
    {/* Keystatic types its navigation by collection names that a config built from lists cannot name. */}
    <Keystatic config={config as Config} />
  </StrictMode>,
);
