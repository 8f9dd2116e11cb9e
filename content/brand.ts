/**
 * Business facts: name, contacts, offices, profiles, stores, edited in the editor as "Company facts". A
 * company adopting this site changes them there, in one place. The file is JSON, not YAML like the pages:
 * the server's own code uses the facts too, and Node reads JSON by itself. This module gives the plain
 * data, so the browser's code carries the facts and nothing else; the build and the server check the file
 * against its schema (brand.server.ts).
 */
import type { Brand } from "./brand.schema.ts";
import facts from "./brand.json" with { type: "json" };

export const brand: Brand = facts as Brand;
