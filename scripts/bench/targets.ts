/** What the load phases send to our server: the home page, the newsletter API and the contact form. */
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { host } from "./config.ts";
import type { LoadTarget } from "./load.ts";

export function siteTargets(
  origin: string,
  port: number,
): { home: LoadTarget; newsletter: LoadTarget; contactForm: LoadTarget } {
  // The API and the forms refuse other origins; this is the one the server sees itself at.
  const sameOrigin = `http://${host}:${port}`;
  return {
    home: { name: "ours GET /", url: `${origin}/`, method: "GET", headers: { "Accept-Encoding": "br" } },
    newsletter: {
      name: "ours POST newsletter",
      url: `${origin}${newsletterApiPath}`,
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: sameOrigin },
      body: JSON.stringify({ email: "bench@example.com" }),
    },
    contactForm: {
      name: "ours POST contact form",
      url: `${origin}${pathTo("contact", "en")}`,
      method: "POST",
      // A form without JavaScript: urlencoded, answered with a redirect to the thank-you page once the
      // lead and its outbox rows are committed. A new address each time, so every request stores a lead.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: sameOrigin },
      bodyOf: (index) =>
        new URLSearchParams({
          name: "Bench Visitor",
          email: `bench.${index}.${Date.now()}@example.com`,
          topic: "sales",
          message: "How much would Growth cost for 120 employees in three warehouses?",
        }).toString(),
      expectedStatusClass: 3,
    },
  };
}
