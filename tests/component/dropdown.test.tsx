/**
 * The header's dropdown on its own (app/components/header/dropdown.tsx): the mouse, the keyboard and the
 * close delay. The header's own menus, their links and the panel's size on a page are the e2e suite's
 * (tests/e2e/header.spec.ts).
 */
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { Dropdown } from "../../app/components/header/dropdown.tsx";
import { timings } from "../../app/navigation/timings.ts";
import { render } from "./support/render.tsx";

const links = ["Attendance", "Leave", "Overtime"];

/** A dropdown between two other links, as in the header's navigation. */
function Navigation() {
  const [open, setOpen] = useState(false);
  return (
    <nav style={{ display: "flex", gap: 16, padding: 16 }}>
      <a href="#before">Before</a>
      <Dropdown label="Features" open={open} onOpenChange={setOpen}>
        <ul>
          {links.map((link) => (
            <li key={link}>
              <a href={`#${link}`}>{link}</a>
            </li>
          ))}
        </ul>
      </Dropdown>
      <a href="#after">After</a>
    </nav>
  );
}

function dropdown() {
  render(<Navigation />);
  const button = page.getByRole("button", { name: "Features" });
  return {
    button,
    panelLinks: () => page.getByRole("list").getByRole("link"),
    expectOpen: async (open: boolean) => {
      await expect.element(button).toHaveAttribute("aria-expanded", String(open));
      if (open) await expect.element(page.getByRole("list")).toBeVisible();
      else await expect.element(page.getByRole("list")).not.toBeInTheDocument();
    },
  };
}

/** Whether the menu is still open a moment after the focus left it: it waits before closing. */
const stillOpenShortlyAfter = (button: Element) =>
  new Promise<string | null>((resolve) =>
    setTimeout(() => resolve(button.getAttribute("aria-expanded")), timings.menuCloseDelayMs / 3),
  );

describe("a header dropdown", () => {
  it("names its panel: the button says whether it is open and which element it opens", async () => {
    const { button, expectOpen } = dropdown();
    await expectOpen(false);
    await userEvent.click(button);
    await expectOpen(true);
    const panelId = button.element().getAttribute("aria-controls") ?? "";
    expect(document.getElementById(panelId)?.contains(page.getByRole("list").element())).toBe(true);
  });

  it("opens on a click and closes on a second click", async () => {
    const { button, expectOpen } = dropdown();
    await userEvent.click(button);
    await expectOpen(true);
    await userEvent.click(button);
    await expectOpen(false);
  });

  it("opens on hover, and the click that follows the hover does not close it", async () => {
    const { button, expectOpen } = dropdown();
    await userEvent.hover(button);
    await expectOpen(true);
    await userEvent.click(button);
    await expectOpen(true);
    // A second click, once the hover has been confirmed, closes it.
    await userEvent.click(button);
    await expectOpen(false);
  });

  it("stays open on the pointer's way into the panel and closes once it leaves", async () => {
    const { button, panelLinks, expectOpen } = dropdown();
    await userEvent.hover(button);
    await expectOpen(true);
    await userEvent.hover(panelLinks().last());
    await new Promise((resolve) => setTimeout(resolve, timings.menuCloseDelayMs * 2));
    await expectOpen(true);
    await userEvent.hover(page.getByRole("link", { name: "After" }));
    await expectOpen(false);
  });

  it(
    "works with the keyboard: Enter opens, Tab enters, Escape closes and gives focus back",
    { tags: ["smoke"] },
    async () => {
      const { button, panelLinks, expectOpen } = dropdown();
      page.getByRole("link", { name: "Before" }).element().focus();
      await userEvent.keyboard("{Tab}");
      await expect.element(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expectOpen(true);
      await userEvent.keyboard("{Tab}");
      await expect.element(panelLinks().first()).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expectOpen(false);
      await expect.element(button).toHaveFocus();
    },
  );

  it("closes shortly after focus tabs past its last link", async () => {
    const { button, panelLinks, expectOpen } = dropdown();
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expectOpen(true);
    for (let tab = 0; tab < links.length; tab++) await userEvent.keyboard("{Tab}");
    await expect.element(panelLinks().last()).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    const shortlyAfter = stillOpenShortlyAfter(button.element());
    await expect.element(page.getByRole("link", { name: "After" })).toHaveFocus();
    expect(await shortlyAfter, "still open a moment after the blur").toBe("true");
    await expectOpen(false);
  });

  it("closes shortly after Shift+Tab moves focus out before it", async () => {
    const { button, expectOpen } = dropdown();
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expectOpen(true);
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    const shortlyAfter = stillOpenShortlyAfter(button.element());
    await expect.element(page.getByRole("link", { name: "Before" })).toHaveFocus();
    expect(await shortlyAfter, "still open a moment after the blur").toBe("true");
    await expectOpen(false);
  });
});
