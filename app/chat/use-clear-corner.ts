import { useEffect, useState, type RefObject } from "react";

/**
 * What the corner button must never cover (docs/product.md#the-chat-button): form fields and buttons,
 * button-like links and the app-store badges, list items (a plan card, a resource card, a bullet), and any box a page marks with
 * `data-launcher-clear` (a case study's facts, a dashboard screen, whose user name sits in its corner).
 */
const guarded =
  "input:not([type=hidden]),select,textarea,button,a[class*=btn],a[class*=store-badge],main li,[data-launcher-clear]";

/** Scrolled this far, the button is a round icon everywhere: the label was read on the first screen. */
const compactAfterPx = 120;

/**
 * Keeps the corner button off the page's content: it is hidden while something it must not cover is
 * under it, and round (icon only) once the visitor scrolls. One IntersectionObserver whose root is the
 * button's own corner (the viewport, cut down by a negative margin) watches the guarded elements, so
 * nothing is measured on scroll; it is made again when the page, its elements, the window or the button's
 * size change.
 * Hidden until the first answer, so it never shows for a frame over a field.
 */
export function useClearCorner(
  button: RefObject<HTMLElement | null>,
  pageKey: string,
): { covering: boolean; compact: boolean } {
  // Drawn after the page has loaded (after-load.tsx), so the window is there; without the observer the
  // button simply shows.
  const [covering, setCovering] = useState(() => "IntersectionObserver" in window);
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > compactAfterPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const element = button.current;
    if (!element || !("IntersectionObserver" in window)) return;
    let observer: IntersectionObserver | undefined;
    const under = new Set<Element>();
    const watch = () => {
      observer?.disconnect();
      under.clear();
      // A little larger than the button, so a field is never flush against it.
      const box = element.getBoundingClientRect();
      const gap = 8;
      const margin = [
        -(box.top - gap),
        -(window.innerWidth - box.right - gap),
        -(window.innerHeight - box.bottom - gap),
        -(box.left - gap),
      ].map((px) => `${Math.min(0, Math.round(px))}px`);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          // A focused button stays where the keyboard is.
          setCovering(under.size > 0 && document.activeElement !== element);
        },
        { rootMargin: margin.join(" ") },
      );
      for (const target of document.querySelectorAll(guarded)) {
        if (!element.contains(target)) observer.observe(target);
      }
    };
    // Elements come and go (a banner's buttons, a form's messages): the watch follows, once a frame.
    let frame = 0;
    const later = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        watch();
      });
    };
    watch();
    const resize = new ResizeObserver(later);
    resize.observe(element);
    const mutations = new MutationObserver(later);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", later);
    return () => {
      observer?.disconnect();
      resize.disconnect();
      mutations.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", later);
    };
  }, [button, pageKey]);

  return { covering, compact };
}
