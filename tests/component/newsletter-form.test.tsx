/**
 * The newsletter form on its own (app/newsletter/newsletter-form.tsx): its checks, messages and states in a
 * real browser. The API's answers are played by a stand-in for `fetch`, as Playwright's routes played them in
 * the e2e suite; a real sign-up against the server, with and without JavaScript, is newsletter.spec.ts's.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { NewsletterForm } from "../../app/newsletter/newsletter-form.tsx";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { currentPath, render } from "./render.tsx";

/** The requests the form sends to the newsletter API, each answered by `answer`. */
function apiCalls(answer: () => Promise<Response>) {
  const calls: RequestInit[] = [];
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, "fetch").mockImplementation((input, init) => {
    if (String(input) !== newsletterApiPath) return realFetch(input, init);
    calls.push(init ?? {});
    return answer();
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

function form(lang: Lang) {
  const t = dictionaries[lang].newsletter;
  render(<NewsletterForm />, { lang });
  return {
    t,
    field: page.getByRole("textbox", { name: t.label }),
    submit: page.getByRole("button", { name: new RegExp(`^(${t.submit}|${t.submitting})$`) }),
    clear: page.getByRole("button", { name: t.clear, exact: true }),
    message: page.getByRole("alert"),
  };
}

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }));

/** Long enough for a request that would have followed a press to have been sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("the newsletter form", () => {
  it("an empty address shows the form's own message, marks and focuses the field, and sends nothing", async () => {
    const calls = apiCalls(() => json({ response_code: 200 }));
    const { t, field, submit, message } = form("en");
    // Without novalidate the browser would show its own bubble and never run the form's check.
    expect(document.querySelector("form")?.noValidate).toBe(true);

    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.emptyEmail}`);
    await expect.element(field).toHaveAttribute("aria-invalid", "true");
    await expect.element(field).toHaveFocus();
    await settle();
    expect(calls).toHaveLength(0);
  });

  it("a malformed address shows the format message and sends nothing", { tags: ["smoke"] }, async () => {
    const calls = apiCalls(() => json({ response_code: 200 }));
    const { t, field, submit, message } = form("en");

    await userEvent.fill(field, "name@");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
    await settle();
    expect(calls).toHaveLength(0);
  });

  it("in Indonesian, its messages are Indonesian", async () => {
    apiCalls(() => json({ response_code: 200 }));
    const { t, field, submit, message } = form("id");

    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.emptyEmail}`);
    await userEvent.fill(field, "nama@");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
  });

  it("the message follows the address once shown: fixing the address clears it", async () => {
    apiCalls(() => json({ response_code: 200 }));
    const { t, field, submit, message } = form("en");

    await userEvent.fill(field, "name@");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
    await userEvent.fill(field, "name@example.com");
    await expect.element(message).toHaveTextContent("");
    await expect.element(field).not.toHaveAttribute("aria-invalid");
  });

  it("a valid address is posted as JSON in the page's language and leads to the thank-you page", async () => {
    const calls = apiCalls(() => json({ response_code: 200, message: "ok" }));
    const { field, submit } = form("id");

    await userEvent.fill(field, "Budi@Example.COM");
    await userEvent.click(submit);
    await expect.poll(currentPath).toBe(pathTo("thankYouSubscribing", "id"));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ email: "budi@example.com" });
    expect(calls[0]?.headers).toMatchObject({ "Content-Type": "application/json", "Accept-Language": "id" });
  });

  it("a refusal by the server shows its message, with the button busy until the answer", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    apiCalls(async () => {
      await released;
      return json({ response_code: 400, message: "Email is blocked" });
    });
    const { t, field, submit, message } = form("en");
    await expect.element(submit).toHaveTextContent(t.submit);

    await userEvent.fill(field, "name@example.com");
    await userEvent.click(submit);
    await expect.element(submit).toBeDisabled();
    await expect.element(submit).toHaveTextContent(t.submitting);
    release();
    await expect.element(message).toHaveTextContent("* Email is blocked");
    await expect.element(submit).toBeEnabled();
    await expect.element(submit).toHaveTextContent(t.submit);
    expect(currentPath()).toBe(pathTo("home", "en"));
  });

  it("a network failure says the server could not be reached, and the visitor can try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    apiCalls(() => Promise.reject(new TypeError("Failed to fetch")));
    const { t, field, submit, message } = form("en");

    await userEvent.fill(field, "name@example.com");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.networkError}`);
    await expect.element(submit).toBeEnabled();
    await expect.element(field).toHaveValue("name@example.com");
  });

  it("the clear button shows with an address, empties the field and removes the message", async () => {
    apiCalls(() => json({ response_code: 200 }));
    const { t, field, submit, clear, message } = form("en");
    await expect.element(clear).not.toBeInTheDocument();

    await userEvent.fill(field, "name@");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
    await userEvent.click(clear);
    await expect.element(field).toHaveValue("");
    await expect.element(message).toHaveTextContent("");
    await expect.element(field).not.toHaveAttribute("aria-invalid");
    await expect.element(clear).not.toBeInTheDocument();
  });
});
