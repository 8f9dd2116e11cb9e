import { readdirSync } from "node:fs";
import { join } from "node:path";
import { languages, type Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";

export interface FormAddress {
  path: string;
  lang: Lang;
}

/** Every address a form posts to, in both languages: the lead forms, each resource, the newsletter. */
export function formAddresses(): FormAddress[] {
  const addresses: FormAddress[] = [];
  for (const lang of languages) {
    for (const page of ["contact", "requestDemo", "registration", "newsletter"] as const) {
      addresses.push({ path: pathTo(page, lang), lang });
    }
    for (const file of readdirSync(join("content", "resources", lang))) {
      addresses.push({ path: pathTo("resource", lang, { name: file.replace(/\.md$/, "") }), lang });
    }
  }
  return addresses;
}

/** A contact form as a browser sends it, filled in by a person who took their time. */
export function contactForm(email: string): URLSearchParams {
  return new URLSearchParams({
    name: "Dewi Lestari",
    email,
    company: "PT Alun",
    topic: "sales",
    message: "We would like to know more about attendance for 120 staff.",
    messageFormat: "text",
    startedAt: String(Date.now() - 60_000),
    website: "",
  });
}
