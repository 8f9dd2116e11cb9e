/**
 * A tap-target audit of the page as shown: every visible link, button, form control and other
 * interactive element, measured, and checked against WCAG 2.2's Target Size (Minimum), 2.5.8. A target
 * passes when it is at least 24 by 24 CSS px, or when a 24 px circle centered on it overlaps no other
 * target and no other undersized target's circle. Links inside a sentence are exempt (the rule's inline
 * exception); a link whose `::after` covers its card counts the card as its area, and a checkbox its
 * label with it. The site goes further, to 44 by 44 (docs/testing.md): `under44` lists the targets
 * short of that, which the spec requires to be none as well.
 */
import type { Page } from "@playwright/test";

export interface TapTarget {
  /** What a person would call it: its tag and words, e.g. `a "Read the story"`. */
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TapTargetAudit {
  /** Targets that fail 2.5.8, each with why. */
  failures: Array<TapTarget & { reason: string }>;
  /** Targets that pass but are under 44 px in one direction. */
  under44: TapTarget[];
  count: number;
}

export async function auditTapTargets(page: Page): Promise<TapTargetAudit> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "label:has(> input[type=radio])",
      "label:has(> input[type=checkbox])",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");

    interface Box {
      element: Element;
      name: string;
      x: number;
      y: number;
      width: number;
      height: number;
    }

    const name = (element: Element) => {
      const words = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const label = element.getAttribute("aria-label") ?? element.getAttribute("placeholder") ?? "";
      return `${element.tagName.toLowerCase()} "${words || label}"`;
    };

    const boxOf = (element: Element): DOMRect => {
      // A checkbox or radio button is tapped through its label as well: their boxes together.
      if (
        element instanceof HTMLInputElement &&
        /^(checkbox|radio)$/.test(element.type) &&
        element.labels?.length
      ) {
        const rects = [element, ...element.labels].map((part) => part.getBoundingClientRect());
        const left = Math.min(...rects.map((rect) => rect.left));
        const top = Math.min(...rects.map((rect) => rect.top));
        const right = Math.max(...rects.map((rect) => rect.right));
        const bottom = Math.max(...rects.map((rect) => rect.bottom));
        return new DOMRect(left, top, right - left, bottom - top);
      }
      // A card link: its ::after stretches over the card (after:absolute after:inset-0).
      const after = getComputedStyle(element, "::after");
      if (after.content !== "none" && after.position === "absolute" && after.inset.startsWith("0px")) {
        const card = (element as HTMLElement).offsetParent;
        if (card) return card.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };

    /** A link in running text: inline, in a block whose text is longer than its own. */
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      const own = (element.textContent ?? "").trim().length;
      return (block?.textContent ?? "").trim().length > own + 1;
    };

    const boxes: Box[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (element.closest("[aria-hidden=true], [inert]")) continue;
      const own = element.getBoundingClientRect();
      // Visually hidden (sr-only): a radio or checkbox drawn by its label, a skip link until focused.
      if (own.width <= 2 || own.height <= 2) continue;
      if (inSentence(element)) continue;
      const rect = boxOf(element);
      boxes.push({
        element,
        name: name(element),
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
      });
    }

    const round = ({ name, x, y, width, height }: Box) => ({
      name,
      x: Math.round(x),
      y: Math.round(y),
      width: Math.round(width * 10) / 10,
      height: Math.round(height * 10) / 10,
    });
    const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const nested = (a: Box, b: Box) => a.element.contains(b.element) || b.element.contains(a.element);
    /** Distance from a point to a box (0 inside it). */
    const distance = (point: { x: number; y: number }, box: Box) => {
      const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
      const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
      return Math.hypot(dx, dy);
    };
    // Half a pixel of tolerance for sub-pixel layout.
    const small = (box: Box) => box.width < 23.5 || box.height < 23.5;

    const failures: TapTargetAudit["failures"] = [];
    for (const box of boxes.filter(small)) {
      const c = centre(box);
      const others = boxes.filter((other) => other !== box && !nested(box, other));
      const hit = others.find((other) => distance(c, other) < 12);
      const close = others
        .filter(small)
        .find((other) => Math.hypot(c.x - centre(other).x, c.y - centre(other).y) < 24);
      const culprit = hit ?? close;
      if (culprit) {
        failures.push({
          ...round(box),
          reason: `${Math.round(box.width)}x${Math.round(box.height)} px, and its 24 px circle reaches ${culprit.name}`,
        });
      }
    }
    const under44 = boxes.filter((box) => box.width < 43.5 || box.height < 43.5).map(round);
    return { failures, under44, count: boxes.length };
  });
}
