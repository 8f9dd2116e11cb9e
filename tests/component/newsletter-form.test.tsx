/**
 * The newsletter form's states on its own: the checks it makes before anything is sent, the clear button,
 * the sending state and what it shows for the server's refusal or no answer at all. What reaches the
 * server, and the thank-you page after, is the e2e suite's (tests/e2e/newsletter.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { dictionaries } from "../../core/i18n/dictionaries.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { newsletterApiPath } from "../../core/routing/endpoints.ts";
import { NewsletterForm } from "../../app/newsletter/newsletter-form.tsx";
import { render } from "./support/render.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

function newsletterForm(lang: Lang) {
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

/** Every call the page makes to the newsletter API; the calls still go where they were going. */
function apiCalls() {
  const fetch = vi.spyOn(window, "fetch");
  return () => fetch.mock.calls.filter(([input]) => String(input).endsWith(newsletterApiPath));
}

/** The server's answer, given by the test once it has seen the sending state. */
function serverAnswers() {
  let answer: (response: Response) => void = () => {};
  const answered = new Promise<Response>((resolve) => (answer = resolve));
  vi.spyOn(window, "fetch").mockImplementation(() => answered);
  return answer;
}

describe("the newsletter form", () => {
  it("turns off the browser's own checks, which would stop it before its own message", () => {
    newsletterForm("en");
    expect(document.querySelector("form")?.noValidate).toBe(true);
  });

  it("shows its message for an empty address, marks the field and keeps focus there, and sends nothing", async () => {
    const calls = apiCalls();
    const { t, field, submit, message } = newsletterForm("en");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.emptyEmail}`);
    await expect.element(field).toHaveAttribute("aria-invalid", "true");
    await expect.element(field).toHaveAttribute("aria-describedby", message.element().id);
    await expect.element(field).toHaveFocus();
    expect(calls()).toHaveLength(0);
  });

  it("shows the format message for a malformed address and sends nothing", { tags: ["smoke"] }, async () => {
    const calls = apiCalls();
    const { t, field, submit, message } = newsletterForm("en");
    await userEvent.fill(field, "name@");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
    expect(calls()).toHaveLength(0);
  });

  it("checks again as the visitor corrects the address, once it has been sent", async () => {
    const { t, field, submit, message } = newsletterForm("en");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.emptyEmail}`);
    await userEvent.fill(field, "name@");
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
    await userEvent.fill(field, "name@example.com");
    await expect.element(message).toHaveTextContent("");
    await expect.element(field).not.toHaveAttribute("aria-invalid");
  });

  it("speaks Indonesian on an Indonesian page", async () => {
    const { t, field, submit, message } = newsletterForm("id");
    expect(t.emptyEmail).not.toBe(dictionaries.en.newsletter.emptyEmail);
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.emptyEmail}`);
    await userEvent.fill(field, "nama@");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.wrongFormat}`);
  });

  it("empties the field and removes the message with its clear button, shown only when there is text", async () => {
    const { t, field, submit, clear, message } = newsletterForm("en");
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

  it("is disabled while sending, then shows the server's refusal and lets the visitor try again", async () => {
    const answer = serverAnswers();
    const { t, field, submit, message } = newsletterForm("en");
    await expect.element(submit).toHaveTextContent(t.submit);
    await userEvent.fill(field, "visitor@example.com");
    await userEvent.click(submit);
    await expect.element(submit).toBeDisabled();
    await expect.element(submit).toHaveTextContent(t.submitting);
    answer(Response.json({ response_code: 400, message: "Email is blocked" }));
    await expect.element(message).toHaveTextContent("* Email is blocked");
    await expect.element(submit).toBeEnabled();
    await expect.element(submit).toHaveTextContent(t.submit);
    await expect.element(field).toHaveValue("visitor@example.com");
  });

  it("says the server could not be reached when no answer comes, or one it cannot read", async () => {
    const { t, field, submit, message } = newsletterForm("en");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.spyOn(window, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await userEvent.fill(field, "visitor@example.com");
    await userEvent.click(submit);
    await expect.element(message).toHaveTextContent(`* ${t.networkError}`);
    await expect.element(submit).toBeEnabled();

    fetch.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await userEvent.click(submit);
    await expect.poll(() => fetch.mock.calls.length).toBe(2);
    await expect.element(message).toHaveTextContent(`* ${t.networkError}`);
  });
});
