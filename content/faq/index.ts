import type { Lang } from "../../app/routing/pages.ts";
import en from "./en.ts";
import id from "./id.ts";
import type { FaqContent } from "./types.ts";

export const faqContent: Record<Lang, FaqContent> = { en, id };
