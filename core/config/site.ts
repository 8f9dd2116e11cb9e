import type { PublicConfig } from "./public.ts";

declare const __PUBLIC_CONFIG__: PublicConfig;

/** The public settings this build was made with (see core/config/public.ts). */
export const siteConfig: PublicConfig = __PUBLIC_CONFIG__;
