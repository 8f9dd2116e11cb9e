import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import config from "./keystatic.config.ts";

const root = document.getElementById("editor");
if (!root) throw new Error("The editor's page has no #editor element.");
createRoot(root).render(
  <StrictMode>
    <Keystatic config={config} />
  </StrictMode>,
);
