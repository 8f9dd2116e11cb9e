/**
 * The cookie settings, and the banner's behaviour, loaded only when a tool is configured, once the page has
 * settled (see app/components/after-load.tsx). The banner itself comes with the page (consent-banner.tsx):
 * here it is taken away once a choice is made, and drawn again in the other language after a switch.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { CloseButton } from "../components/close-button.tsx";
import { siteConfig } from "../../core/config/site.ts";
import { fill } from "../../core/i18n/fill.ts";
import { useLang } from "../i18n/use-dictionary.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { ConsentBanner, choiceButton } from "./consent-banner.tsx";
import {
  choiceFromForm,
  consentPurposes,
  everyPurpose,
  type ConsentChoice,
  type StoredConsent,
} from "../../core/consent/consent-state.ts";
import { decide, onDecision, storedConsent, tools } from "./decide.ts";
import { loadTools, sendConsentDefault, sendConsentUpdate } from "./tags.ts";
import { consentBannerId } from "./banner-island.ts";
import { consentSettings } from "./load-consent.ts";
import { purposeTools } from "../../core/consent/tools.ts";
import { consentTexts } from "./texts.ts";
import { whenEngaged } from "./when-engaged.ts";

/** The tools each purpose covers, named in the settings; a purpose without a tool is not asked about. */
const purposes = purposeTools(tools);

const focusable = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** "Accept all" and "Reject all": the same button twice, equally prominent, as in the banner. */
function AcceptOrReject({
  texts,
  onChoose,
}: {
  texts: { acceptAll: string; rejectAll: string };
  onChoose: (choice: ConsentChoice) => void;
}) {
  return (
    <>
      <button type="button" className={choiceButton} onClick={() => onChoose(everyPurpose(true))}>
        {texts.acceptAll}
      </button>
      <button type="button" className={choiceButton} onClick={() => onChoose(everyPurpose(false))}>
        {texts.rejectAll}
      </button>
    </>
  );
}

function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors aria-checked:bg-brand-600"
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6" : "translate-x-1"}`}
      />
    </button>
  );
}

function Purpose({
  title,
  body,
  control,
  id,
}: {
  title: string;
  body: string;
  control: (ids: { labelledBy: string; describedBy: string }) => ReactNode;
  id: string;
}) {
  return (
    <li className="rounded-2xl border border-line p-4">
      <div className="flex items-center justify-between gap-4">
        <h3 id={`${id}-title`} className="font-bold text-ink">
          {title}
        </h3>
        {control({ labelledBy: `${id}-title`, describedBy: `${id}-body` })}
      </div>
      <p id={`${id}-body`} className="mt-1 text-sm leading-relaxed text-muted">
        {body}
      </p>
    </li>
  );
}

/**
 * The banner the server wrote into the page, left as it is while it is in the page's language. After a
 * switch to the other language it is drawn again here, in that language, and the server's copy goes.
 */
function BannerIsland({ island, lang }: { island: HTMLElement; lang: Lang }) {
  const [served] = useState(() => ({ lang: island.dataset.lang, nodes: [...island.childNodes] }));
  const redrawn = lang !== served.lang;
  useLayoutEffect(() => {
    if (redrawn) for (const node of served.nodes) node.remove();
  }, [redrawn, served]);
  const { pathname, search } = useLocation();
  return redrawn
    ? createPortal(<ConsentBanner lang={lang} tools={tools} returnTo={pathname + search} />, island)
    : null;
}

function ConsentUi({ initial }: { initial?: StoredConsent }) {
  const lang = useLang();
  const t = consentTexts[lang];
  const id = useId();
  const [consent, setConsent] = useState(initial);
  const [banner] = useState(() => document.getElementById(consentBannerId));
  // Opened at once if "Cookie settings" was clicked before this code had loaded.
  const [dialogOpen, setDialogOpen] = useState(consentSettings?.requested === true);
  const [draft, setDraft] = useState<ConsentChoice>(initial ?? everyPurpose(false));
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const choose = async (choice: ConsentChoice) => {
    setDraft(choice);
    setDialogOpen(false);
    setConsent(await decide(choice));
  };

  // From now on the footer's "Cookie settings" opens the settings here, and the banner's buttons keep the
  // choice here; one pressed before this code had loaded is kept now.
  useEffect(() => {
    if (!consentSettings) return;
    const open = (press?: SubmitEvent) => {
      if (!press) return setDialogOpen(true);
      const choice = choiceFromForm(new FormData(press.target as HTMLFormElement, press.submitter));
      if (choice) void choose(choice);
    };
    const { requested } = consentSettings;
    if (requested && requested !== true) open(requested);
    consentSettings.open = open;
  }, []);

  // Once a choice is made the banner is gone for good on this page.
  useLayoutEffect(() => {
    if (consent) banner?.remove();
  }, [consent, banner]);

  // A choice made elsewhere on the page (starting the chat) is the one the settings show.
  useEffect(
    () =>
      onDecision((decided) => {
        setConsent(decided);
        setDraft(decided);
      }),
    [],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (dialogOpen && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!dialogOpen && element.open) {
      element.close();
      returnFocus.current?.focus();
    }
  }, [dialogOpen]);

  // Tab and Shift+Tab go round the dialog's controls and never leave it.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const privacyHref = pathTo("privacy", lang);

  return (
    <>
      {banner && !consent && <BannerIsland island={banner} lang={lang} />}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-intro`}
        onKeyDown={trapFocus}
        onCancel={(event) => {
          event.preventDefault();
          setDialogOpen(false);
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-3xl bg-white p-0 text-ink shadow-card backdrop:bg-[rgb(5_53_38/0.6)]"
      >
        {dialogOpen && (
          <div className="p-5 md:p-7">
            <div className="flex items-start justify-between gap-4">
              <h2 id={`${id}-dialog-title`} className="text-2xl font-extrabold">
                {t.dialogTitle}
              </h2>
              <CloseButton label={t.close} onClick={() => setDialogOpen(false)} />
            </div>
            <p id={`${id}-dialog-intro`} className="mt-2 text-sm leading-relaxed text-muted">
              {t.dialogIntro}{" "}
              <a href={privacyHref} className="font-semibold text-brand-700 underline">
                {t.privacyLink}
              </a>
            </p>
            <ul className="mt-5 space-y-3">
              <Purpose
                id={`${id}-necessary`}
                title={t.necessary}
                body={t.necessaryBody}
                control={() => (
                  <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                    {t.alwaysOn}
                  </span>
                )}
              />
              {consentPurposes
                .filter((purpose) => purposes[purpose].length > 0)
                .map((purpose) => (
                  <Purpose
                    key={purpose}
                    id={`${id}-${purpose}`}
                    title={t[purpose]}
                    body={fill(t[`${purpose}Body`], { tools: purposes[purpose].join(", ") })}
                    control={(ids) => (
                      <Switch
                        {...ids}
                        checked={draft[purpose]}
                        onChange={(checked) => setDraft((current) => ({ ...current, [purpose]: checked }))}
                      />
                    )}
                  />
                ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-2">
              <AcceptOrReject texts={t} onChoose={(choice) => void choose(choice)} />
              <button
                type="button"
                className="btn-ghost w-full px-6 text-brand-700 md:w-auto"
                onClick={() => void choose(draft)}
              >
                {t.save}
              </button>
            </div>
            {consent && (
              <p className="mt-5 text-xs break-all text-muted">
                {t.consentId} <span className="font-mono">{consent.id}</span>
              </p>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}

/**
 * Everything denied for Google's tags, then the stored choice applied. Its tools start once the visitor
 * engages with the page (when-engaged.ts); a choice made on this page starts them at once (decide.ts).
 */
sendConsentDefault();
const initial = storedConsent();
if (initial) {
  sendConsentUpdate(initial);
  // The choice as it stands then: one withdrawn meanwhile starts nothing.
  whenEngaged(() => loadTools(storedConsent() ?? everyPurpose(false), tools), siteConfig.TAGS_DELAY_SECONDS);
}

/** Consent on this page: the banner when there is no choice to follow, and the settings. */
export default function ConsentManager() {
  return <ConsentUi initial={initial} />;
}
