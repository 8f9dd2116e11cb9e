import type { z } from "zod";
import type { PhoneScreen } from "../phone-screen.ts";
import type { titledText } from "../schema/page-parts.ts";
import type { featurePageSchema } from "./schema.ts";

/** One screen of the app, drawn as a phone: its shape and length limits are in content/phone-screen.ts. */
export type { PhoneScreen };

/** An item with a title and a text: a problem, a step, a detail. */
export type TitledText = z.output<ReturnType<typeof titledText>>;

/** The words of one feature page in one language, as its schema (schema.ts) checks them. */
export type FeaturePageContent = z.output<typeof featurePageSchema>;
