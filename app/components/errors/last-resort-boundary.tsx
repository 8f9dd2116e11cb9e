import { Component, type ReactNode } from "react";
import type { Dictionary } from "../../../core/i18n/en.ts";
import type { Lang } from "../../../core/routing/pages.ts";
import { pathTo } from "../../../core/routing/paths.ts";

interface Props {
  lang: Lang;
  /**
   * The page's error strings; absent when even the root data failed, then the English words of
   * docs/product.md (Error catalogue).
   */
  texts?: Dictionary["error"];
  children: ReactNode;
}

const specTexts = { lastResort: "An error occurred while showing the error page", home: "Go back to home" };

/**
 * When the error page itself fails to render, show the plainest possible page (docs/product.md, Error
 * catalogue).
 */
export class LastResortBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const t = this.props.texts ?? specTexts;
    return (
      <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
        <p className="text-xl font-bold">{t.lastResort}</p>
        <a href={pathTo("home", this.props.lang)} className="btn-primary mt-6">
          {t.home}
        </a>
      </main>
    );
  }
}
