import type { Lang } from "../routing/pages.ts";
import { formsEn } from "./form-words.en.ts";
import { formsId } from "./form-words.id.ts";
import type { FormWords } from "./form-words.types.ts";

/** The forms' words by language; route loaders hand one language to the page. */
export const formWords: Record<Lang, FormWords> = { en: formsEn, id: formsId };
