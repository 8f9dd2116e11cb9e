/**
 * "Preview" opens the entry's page on the site beside the editor, which shows what was last saved
 * (docs/editing.md, Previewing before you publish). While the entry has changes not saved yet, Keystatic
 * marks its header "Unsaved"; this notice then says, under the header's Save and Preview, that the preview
 * does not have them yet. Plain DOM beside Keystatic's root, which takes no element of ours: a React module
 * of the editor's own would need a refresh preamble the editor's page does not have.
 */

export const unsavedPreviewText =
  "Not saved yet: Preview shows this page as it was last saved. Press Save first to see your changes there.";

/** Keystatic's mark on an entry with unsaved changes: its badge, or the dot's hidden words on a narrow screen. */
export function hasUnsavedMark(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll("span")).some(
    (element) => element.childElementCount === 0 && element.textContent === "Unsaved",
  );
}

/** Adds the notice to the page, shown while Keystatic marks the entry unsaved. */
export function showUnsavedPreviewNotice(document: Document): void {
  // A live region present from the start, so that a screen reader says the notice when it appears.
  const region = document.createElement("div");
  region.setAttribute("role", "status");
  Object.assign(region.style, {
    position: "fixed",
    top: "72px",
    right: "16px",
    zIndex: "10",
    maxWidth: "340px",
  });
  const notice = document.createElement("p");
  notice.textContent = unsavedPreviewText;
  Object.assign(notice.style, {
    margin: "0",
    padding: "8px 12px",
    borderRadius: "6px",
    border: "1px solid #e7c66b",
    background: "#fff8e1",
    color: "#5c4300",
    font: "14px/1.4 system-ui, sans-serif",
    boxShadow: "0 2px 6px rgb(0 0 0 / 0.08)",
  });
  document.body.append(region);
  const update = () => {
    const unsaved = hasUnsavedMark(document.body);
    if (unsaved && !notice.isConnected) region.append(notice);
    if (!unsaved && notice.isConnected) notice.remove();
  };
  // Adding or removing the notice calls this once more, which then changes nothing.
  new MutationObserver(update).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  update();
}
