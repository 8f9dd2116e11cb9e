import type { Lang } from "../../app/routing/pages.ts";
import { homeEn } from "./en.ts";
import { homeId } from "./id.ts";
import type { HomeContent } from "./types.ts";

export const homeContent: Record<Lang, HomeContent> = { en: homeEn, id: homeId };
