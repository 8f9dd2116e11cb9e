import type { Lang } from "../../app/routing/pages.ts";
import en from "./en.ts";
import id from "./id.ts";
import type { PricingContent } from "./types.ts";

export const pricingContent: Record<Lang, PricingContent> = { en, id };
