import type { Lang } from "../../app/routing/pages.ts";
import { leadPagesEn } from "./en.ts";
import { leadPagesId } from "./id.ts";
import type { LeadPagesContent } from "./types.ts";

export const leadPagesContent: Record<Lang, LeadPagesContent> = { en: leadPagesEn, id: leadPagesId };
