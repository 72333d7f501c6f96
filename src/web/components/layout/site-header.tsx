import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { localePath, t } from "../../i18n/i18n.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { sitePages } from "./site-pages.ts";

function menuLinks(): { to: string; label: string; end?: boolean }[] {
  const { home, properties, developments, about, blog, contact } = sitePages();
  return [{ ...home, end: true }, properties, developments, about, blog, contact];
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

export function SiteHeader({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const links = menuLinks();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    // Escape closes the menu from anywhere, and focus goes back to the button that opened it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to={localePath("/")} className="flex items-center gap-2 text-lg font-extrabold text-brand-900">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white">
            KE
          </span>
          {companyName}
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          <Link
            to={localePath("/list-with-us")}
            className="ml-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("nav.listWithUs")}
          </Link>
          <a href="/admin/dashboard" className="px-3 py-2 text-sm text-slate-600 hover:text-slate-900">
            {t("nav.admin")}
          </a>
          <LanguageSwitcher className="ml-1" />
        </nav>
        <button
          ref={toggle}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t("nav.mainNavigation")}
          className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
        >
          <ul className="flex flex-col py-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => `block ${navClass({ isActive })}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link
                to={localePath("/list-with-us")}
                className="mt-2 block rounded-lg bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white"
              >
                {t("nav.listWithUs")}
              </Link>
            </li>
            <li>
              <a href="/admin/dashboard" className="block px-3 py-2 text-sm text-slate-600">
                {t("nav.admin")}
              </a>
            </li>
            <li>
              <LanguageSwitcher className="mt-2 px-3" />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
