import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { CompanyInfo } from "../../../domain/settings.ts";
import { t } from "../../i18n/i18n.ts";
import { AGENCY, whatsappLink } from "../../lib/agency.ts";
import { apiFetch } from "../../lib/api.ts";

export function SiteFooter({ company }: { company: CompanyInfo }) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">{company.name}</p>
          <p className="mt-2 text-sm text-brand-100">{t("brand.tagline")}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:underline" to="/properties">
                {t("nav.properties")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/developments">
                {t("nav.developments")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/blog">
                {t("nav.blog")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/list-with-us">
                {t("nav.listWithUs")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/about">
                {t("nav.about")}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.contactUs")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              {company.address}
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <a className="hover:underline" href={`tel:${company.phone.replace(/\s/g, "")}`}>
                {company.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <a className="hover:underline" href={whatsappLink("Hello Kigali Estates")}>
                {t("contact.whatsapp")}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <a className="hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-5 font-semibold text-white">{t("footer.followUs")}</h2>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {AGENCY.socials.map((s) => (
              <li key={s.name}>
                <a className="underline-offset-2 hover:underline" href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm />
      </div>
      <p className="border-t border-white/15 py-5 text-center text-xs text-brand-100">{t("footer.copyright")}</p>
    </footer>
  );
}

/**
 * The newsletter box. With scripts it calls POST /api/newsletter in place; before or without them it
 * posts to /newsletter, a page that shows the outcome (and `initial` carries it back here).
 */
export function NewsletterForm({
  initial,
  headingLevel = 2,
}: {
  initial?: { email: string; error?: string; done?: string };
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const [email, setEmail] = useState(initial?.email ?? "");
  const [state, setState] = useState<{ kind: "idle" | "sending" | "done" | "error"; message?: string }>(() =>
    initial?.error
      ? { kind: "error", message: initial.error }
      : initial?.done
        ? { kind: "done", message: initial.done }
        : { kind: "idle" },
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      await apiFetch("/api/newsletter", { method: "POST", json: { email } });
      setEmail("");
      setState({ kind: "done", message: t("footer.newsletterSuccess") });
    } catch (error) {
      setState({ kind: "error", message: (error as { serverMessage?: string }).serverMessage ?? t("footer.newsletterError") });
    }
  }
  const inputId = headingLevel === 1 ? "newsletter-page-email" : "newsletter-email";
  return (
    <div>
      <Heading className={headingLevel === 1 ? "text-2xl font-bold text-slate-900" : "font-semibold text-white"}>
        {t("footer.newsletterTitle")}
      </Heading>
      <p className={`mt-2 text-sm ${headingLevel === 1 ? "text-slate-700" : "text-brand-100"}`}>{t("footer.newsletterText")}</p>
      <form method="post" action="/newsletter" onSubmit={submit} className="mt-3 flex gap-2">
        <input type="hidden" name="intent" value="newsletter" />
        <label htmlFor={inputId} className="sr-only">
          {t("footer.newsletterLabel")}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t("footer.newsletterPlaceholder")}
          aria-invalid={state.kind === "error" ? true : undefined}
          className={`h-11 min-w-0 flex-1 rounded-lg bg-white px-3 text-sm text-slate-900 ${headingLevel === 1 ? "border border-slate-300" : "border-0"}`}
        />
        <button
          type="submit"
          disabled={state.kind === "sending"}
          className="h-11 rounded-lg bg-accent-500 px-4 text-sm font-semibold text-slate-950 hover:brightness-95"
        >
          {state.kind === "sending" ? t("footer.newsletterSending") : t("footer.newsletterSubmit")}
        </button>
      </form>
      <p
        aria-live="polite"
        role={state.kind === "error" ? "alert" : undefined}
        className={`mt-2 min-h-5 text-sm ${
          state.kind === "error"
            ? headingLevel === 1
              ? "text-red-800"
              : "text-red-200"
            : headingLevel === 1
              ? "text-green-800"
              : "text-brand-100"
        }`}
      >
        {state.message}
      </p>
    </div>
  );
}
