import type { Lang } from "../routing/pages.ts";
import { formsEn } from "./forms.en.ts";
import { formsId } from "./forms.id.ts";
import type { FormWords } from "./forms.types.ts";

/** The forms' words by language; route loaders hand one language to the page. */
export const formWords: Record<Lang, FormWords> = { en: formsEn, id: formsId };
