import type { Lang } from "../../app/routing/pages.ts";
import en from "./en.ts";
import id from "./id.ts";
import type { CollectionListsContent } from "./types.ts";

export const collectionListsContent: Record<Lang, CollectionListsContent> = { en, id };
