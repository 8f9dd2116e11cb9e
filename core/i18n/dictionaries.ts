import type { Lang } from "../routing/pages.ts";
import { en, type Dictionary } from "./en.ts";
import { id } from "./id.ts";

/**
 * Both dictionaries, for the server, loaders and the build. Browser code reads the one dictionary of the
 * page from the root loader (use-dictionary.ts), so a visitor never downloads the other language.
 */
export const dictionaries: Record<Lang, Dictionary> = { en, id };
