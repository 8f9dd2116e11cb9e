/**
 * The header's dropdown on its own (app/components/header/dropdown.tsx), between a link before it and a
 * link after it, as in the header: clicks, the pointer, the keyboard and the close delay. The real header's
 * two dropdowns, their links and their layout are header.spec.ts's.
 */
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { Dropdown } from "../../app/components/header/dropdown.tsx";
import { timings } from "../../app/navigation/timings.ts";
import { render } from "./render.tsx";

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <nav style={{ display: "flex", gap: 16, padding: 16 }}>
      <a href="#before">Before</a>
      <Dropdown label="Features" open={open} onOpenChange={setOpen}>
        <a href="#one">One</a>
        <a href="#two">Two</a>
      </Dropdown>
      <a href="#after">After</a>
      <div style={{ height: 400 }} />
    </nav>
  );
}

// The button is the details' summary, a button to browsers but to no role query (tests/e2e/fixtures.ts).
const button = () => page.getByText("Features", { exact: true });
const firstLink = () => page.getByRole("link", { name: "One" });
const lastLink = () => page.getByRole("link", { name: "Two" });
/** The first link, hidden or not: role queries skip what the closed details hides. */
const firstLinkInMarkup = () => page.getByText("One", { exact: true });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads aria-expanded 50 ms after focus leaves the dropdown: before its close timer, which comes later. */
function expandedShortlyAfterBlur(): Promise<string | null> {
  const element = button().element();
  return new Promise((resolve) => {
    element.parentElement?.addEventListener(
      "focusout",
      () => setTimeout(() => resolve(element.getAttribute("aria-expanded")), 50),
      { once: true },
    );
  });
}

describe("the header's dropdown", () => {
  it("is closed at first, its links in the markup but hidden", async () => {
    render(<Menu />);
    await expect.element(button()).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button().element().getAttribute("aria-controls") ?? "");
    expect(panel?.querySelectorAll("a")).toHaveLength(2);
    await expect.element(firstLinkInMarkup()).not.toBeVisible();
  });

  it("opens on a click after the pointer rested on it, and closes on a second click", async () => {
    render(<Menu />);
    await userEvent.hover(button());
    await sleep(250);
    await userEvent.click(button());
    await sleep(300);
    await expect.element(button()).toHaveAttribute("aria-expanded", "true");
    await expect.element(firstLink()).toBeVisible();

    await userEvent.click(button());
    await expect.element(button()).toHaveAttribute("aria-expanded", "false");
    await expect.element(firstLinkInMarkup()).not.toBeVisible();
  });

  it("opens on hover, stays open on the way into its panel, and closes the delay after the pointer leaves", async () => {
    render(<Menu />);
    await userEvent.hover(button());
    await expect.element(button()).toHaveAttribute("aria-expanded", "true");
    await userEvent.hover(lastLink());
    await sleep(timings.menuCloseDelayMs * 2);
    await expect.element(button()).toHaveAttribute("aria-expanded", "true");

    await userEvent.hover(page.getByRole("link", { name: "After" }));
    await expect.element(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with Enter, lets Tab into its links, and closes on Escape with focus back on its button", async () => {
    render(<Menu />);
    await userEvent.click(page.getByRole("link", { name: "Before" }));
    await userEvent.tab();
    await expect.element(button()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(button()).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect.element(firstLink()).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await expect.element(button()).toHaveAttribute("aria-expanded", "false");
    await expect.element(button()).toHaveFocus();
  });

  it("closes shortly after focus tabs past its last link, not at once", async () => {
    render(<Menu />);
    button().element().focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(lastLink()).toHaveFocus();

    const shortlyAfterBlur = expandedShortlyAfterBlur();
    await userEvent.tab();
    await expect.element(page.getByRole("link", { name: "After" })).toHaveFocus();
    expect(await shortlyAfterBlur, "still open 50 ms after the blur").toBe("true");
    await expect.element(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes shortly after Shift+Tab moves focus out before it", async () => {
    render(<Menu />);
    button().element().focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(button()).toHaveAttribute("aria-expanded", "true");

    const shortlyAfterBlur = expandedShortlyAfterBlur();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole("link", { name: "Before" })).toHaveFocus();
    expect(await shortlyAfterBlur, "still open 50 ms after the blur").toBe("true");
    await expect.element(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open when focus moves back in before the delay ends", async () => {
    render(<Menu />);
    button().element().focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect.element(button()).toHaveFocus();
    await sleep(timings.menuCloseDelayMs * 2);
    await expect.element(button()).toHaveAttribute("aria-expanded", "true");
  });
});
