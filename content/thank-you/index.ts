import type { Lang } from "../../app/routing/pages.ts";
import { thankYouEn } from "./en.ts";
import { thankYouId } from "./id.ts";
import type { ThankYouCollection } from "./types.ts";

export const thankYouContent: Record<Lang, ThankYouCollection> = { en: thankYouEn, id: thankYouId };
