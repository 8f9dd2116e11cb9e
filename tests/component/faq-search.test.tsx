/**
 * The FAQ page's search on its own (app/faq/faq-page.tsx): it filters the questions as the visitor types.
 * The same search without JavaScript, answered by the server, and a link to one question are the e2e
 * suite's (tests/e2e/product-pages.spec.ts).
 */
import { describe, expect, inject, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { fill } from "../../core/i18n/fill.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { FaqPage } from "../../app/faq/faq-page.tsx";
import { render } from "./support/render.tsx";

const faqContent = inject("content").faq;

function faqPage(lang: Lang, query = "") {
  render(<FaqPage content={faqContent[lang]} initialQuery={query} />, { lang });
  const t = dictionaries[lang].faqPage;
  const questions = faqContent[lang].groups.flatMap((group) => group.items);
  return {
    t,
    questions,
    search: page.getByRole("searchbox", { name: t.searchLabel }),
    status: page.getByRole("status"),
    /** The questions a visitor can see (a group without a match is hidden whole). */
    shown: () =>
      [...document.querySelectorAll("details")].filter((details) => details.checkVisibility()).length,
  };
}

const matching = (questions: { question: string; answer: readonly string[] }[], word: string) =>
  questions.filter((item) =>
    `${item.question} ${item.answer.join(" ")}`.toLowerCase().includes(word.toLowerCase()),
  );

describe("the FAQ search", () => {
  it(
    "filters the questions as the visitor types, says how many match, and shows all again when emptied",
    { tags: ["smoke"] },
    async () => {
      const { t, questions, search, status, shown } = faqPage("en");
      expect(shown()).toBe(questions.length);
      await expect.element(status).toHaveTextContent("");

      await userEvent.fill(search, "trial");
      const expected = matching(questions, "trial");
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(questions.length);
      await expect.poll(shown).toBe(expected.length);
      await expect
        .element(status)
        .toHaveTextContent(fill(t.matches, { count: expected.length, total: questions.length }));

      await userEvent.clear(search);
      await expect.poll(shown).toBe(questions.length);
      await expect.element(status).toHaveTextContent("");
    },
  );

  it("with no match, names the search and offers WhatsApp and the support address", async () => {
    const { t, search, shown } = faqPage("en");
    await userEvent.fill(search, "zzzz");
    await expect.poll(shown).toBe(0);
    const none = page.getByText(fill(t.noMatches, { query: "zzzz" }));
    await expect.element(none).toBeVisible();
    const links = none.element().parentElement?.querySelectorAll("a") ?? [];
    expect([...links].map((link) => link.textContent)).toEqual([
      expect.stringContaining("WhatsApp"),
      expect.stringContaining("@"),
    ]);
  });

  it("starts from the query of a search sent without JavaScript", async () => {
    const { questions, search, shown } = faqPage("en", "BPJS");
    await expect.element(search).toHaveValue("BPJS");
    await expect.poll(shown).toBe(matching(questions, "BPJS").length);
  });

  it("searches the Indonesian questions on the Indonesian page", async () => {
    const { t, questions, search, status, shown } = faqPage("id");
    await userEvent.fill(search, "cuti");
    const expected = matching(questions, "cuti");
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(shown).toBe(expected.length);
    await expect
      .element(status)
      .toHaveTextContent(fill(t.matches, { count: expected.length, total: questions.length }));
  });
});
