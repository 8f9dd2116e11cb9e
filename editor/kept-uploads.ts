import { mediaFolder } from "../core/media/media-names.ts";

/**
 * What a save in local mode removes, less the photos it replaces (docs/editing.md, Photos and logos).
 * Keystatic removes a photo the entry no longer names when it saves it: the photo a new upload replaced
 * would be gone from the computer unless it had been committed. A save (which writes the entry) keeps it in
 * the media folder; deleting the entry (which writes nothing) still removes its photos with it. In GitHub
 * mode the commit removes it, and the repository's history keeps it.
 */
export interface LocalUpdate {
  additions: Array<{ path: string; contents: string }>;
  deletions: Array<{ path: string }>;
}

export function keepingReplacedUploads(update: LocalUpdate): LocalUpdate {
  if (update.additions.length === 0) return update;
  return {
    ...update,
    deletions: update.deletions.filter(({ path }) => !path.startsWith(`${mediaFolder}/`)),
  };
}
