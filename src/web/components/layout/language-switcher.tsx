import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { preferredLanguage } from "../../../domain/languages.ts";
import { currentLocale, t } from "../../i18n/i18n.ts";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale, pathIn } from "../../i18n/locales.ts";

/** The visitor's own choice of language, kept in the browser (never sent: pages depend only on their URL). */
const CHOICE_KEY = "language";

function rememberChoice(locale: Locale) {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lives only in the address.
  }
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/** The same page in a language, its filters, open listing and dialog kept. */
function useSamePageIn(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  return (locale) => `${pathIn(locale, pathname)}${search}${hash}`;
}

/**
 * Links to this page in the other languages. A full page load, not a client navigation: the page's
 * texts and formats are fetched for its language when it loads.
 */
export function LanguageSwitcher({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const samePageIn = useSamePageIn();
  const active = currentLocale();
  const idle = tone === "dark" ? "text-brand-100 hover:text-white" : "text-slate-600 hover:text-slate-900";
  const current = tone === "dark" ? "font-semibold text-white" : "font-semibold text-brand-800";
  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALE_CODES.map((locale) => (
          <li key={locale}>
            <a
              href={samePageIn(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === active ? "true" : undefined}
              onClick={() => rememberChoice(locale)}
              className={`rounded px-2 py-1 ${locale === active ? current : idle}`}
            >
              {LOCALES[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On a first visit whose browser prefers Kinyarwanda or French, a small offer to switch,
 * written in that language. Decided in the browser after the page is shown, so the page's HTML
 * never depends on the visitor; nobody is redirected. Dismissing it, or choosing a language, is
 * remembered.
 */
export function LanguageSuggestion() {
  const samePageIn = useSamePageIn();
  const [offer, setOffer] = useState<Locale>();
  useEffect(() => {
    if (storedChoice()) return;
    const preferred = preferredLanguage((navigator.languages ?? [navigator.language]).join(","));
    // Offered to browsers that prefer Kinyarwanda or French: English is the default a visitor already finds.
    if (preferred && preferred !== DEFAULT_LOCALE && preferred !== currentLocale()) setOffer(preferred);
  }, []);
  if (!offer) return null;
  const dismiss = () => {
    rememberChoice(currentLocale());
    setOffer(undefined);
  };
  return (
    <aside
      aria-label={t("language.label")}
      className="flex items-center justify-center gap-3 bg-brand-50 px-4 py-2 text-sm text-brand-900"
    >
      <a
        lang={offer}
        hrefLang={offer}
        href={samePageIn(offer)}
        onClick={() => rememberChoice(offer)}
        className="font-semibold underline"
      >
        {LOCALES[offer].offer}
      </a>
      <button type="button" onClick={dismiss} className="rounded px-2 py-1 text-brand-800 hover:bg-brand-100">
        {t("language.dismiss")}
      </button>
    </aside>
  );
}
