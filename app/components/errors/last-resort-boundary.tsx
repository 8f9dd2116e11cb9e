import { Component, type ReactNode } from "react";
import { dictionaries } from "../../i18n/dictionary.ts";
import type { Lang } from "../../routing/pages.ts";

interface Props {
  lang: Lang;
  children: ReactNode;
}

/** When the error page itself fails to render, show the plainest possible page (SPEC.md §8). */
export class LastResortBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const t = dictionaries[this.props.lang].error;
    return (
      <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
        <p className="text-xl font-bold">{t.lastResort}</p>
        <a href={this.props.lang === "id" ? "/beranda" : "/"} className="btn-primary mt-6">
          {t.home}
        </a>
      </main>
    );
  }
}
