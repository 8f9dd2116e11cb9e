import type { Lang, PageId } from "../core/routing/pages.ts";
import { pathTo } from "../core/routing/paths.ts";

/**
 * Where the editor's "Preview" button leads in local mode (`npm run cms`): the entry's page on the
 * development server beside the editor, which shows what was saved at once, in the entry's language. In
 * GitHub mode a save is a commit on a branch that no server shows before it is merged, so there the editor
 * offers no preview (docs/editing.md). Read by the editor's page: where an item's address is found from its
 * file, the development server does it (preview-target.ts).
 */

/** The address the development server answers with a redirect to a collection item's page. */
export const previewPrefix = "/editor-preview/";

/** A page's preview: its address in the language of the entry. */
export const pagePreview = (pageId: PageId, lang: Lang) => pathTo(pageId, lang);

/** A collection item's preview, `{slug}` being filled in by the editor with the item's file name. */
export const itemPreview = (folder: string, lang: Lang) => `${previewPrefix}${folder}/${lang}/{slug}`;
