import { type FormBinding, staticBinding } from "../../components/form/binding.ts";
import { useLiveForm } from "../../components/form/use-live-form.ts";
import { localePath, t } from "../../i18n/i18n.ts";

export type NewsletterOutcome = { kind: "idle" } | { kind: "done"; message: string } | { kind: "error"; message: string };
type Props = { headingLevel?: 1 | 2 };

const loadLive = () => import("./newsletter-form-live.tsx").then((module) => module.NewsletterFormLive);

/**
 * The newsletter box (footer, and the /newsletter page). A plain post to /newsletter, which shows
 * the outcome, until the visitor first touches it; then the live form subscribes in place.
 */
export function NewsletterForm({
  initial,
  headingLevel = 2,
}: Props & { initial?: { email: string; error?: string; done?: string } }) {
  const formId = headingLevel === 1 ? "newsletter-page" : "newsletter";
  const { live, onSubmit } = useLiveForm(formId, loadLive);
  if (live) return <live.module formId={formId} headingLevel={headingLevel} carried={live.carried} />;
  const binding = staticBinding<"email" | "consent">(formId, { email: initial?.email ?? "" });
  const outcome: NewsletterOutcome = initial?.error
    ? { kind: "error", message: initial.error }
    : initial?.done
      ? { kind: "done", message: initial.done }
      : { kind: "idle" };
  return (
    <NewsletterFormView
      binding={{ ...binding, formProps: { ...binding.formProps, onSubmit } }}
      outcome={outcome}
      headingLevel={headingLevel}
    />
  );
}

export function NewsletterFormView({
  binding,
  outcome,
  headingLevel,
  consented = false,
}: Required<Props> & {
  binding: FormBinding<"email" | "consent">;
  outcome: NewsletterOutcome;
  /** The box was ticked in the plain form before the live one took its place. */
  consented?: boolean;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const page = headingLevel === 1;
  const { id } = binding.field("email");
  const consent = binding.field("consent");
  return (
    <div>
      <Heading className={page ? "text-2xl font-bold text-slate-900" : "font-semibold text-white"}>
        {t("footer.newsletterTitle")}
      </Heading>
      <p className={`mt-2 text-sm ${page ? "text-slate-700" : "text-brand-100"}`}>{t("footer.newsletterText")}</p>
      <form method="post" action={localePath("/newsletter")} {...binding.formProps} className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="newsletter" />
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {t("footer.newsletterLabel")}
          </label>
          <input
            {...binding.control("email")}
            type="email"
            required
            autoComplete="email"
            placeholder={t("footer.newsletterPlaceholder")}
            aria-invalid={outcome.kind === "error" ? true : undefined}
            aria-describedby={`${id}-outcome`}
            className={`h-11 min-w-0 flex-1 rounded-lg bg-white px-3 text-sm text-slate-900 ${page ? "border border-slate-300" : "border-0"}`}
          />
          <button
            type="submit"
            disabled={binding.pending}
            className="h-11 rounded-lg bg-accent-500 px-4 text-sm font-semibold text-slate-950 hover:brightness-95"
          >
            {binding.pending ? t("footer.newsletterSending") : t("footer.newsletterSubmit")}
          </button>
        </div>
        {/* Law 058/2021: explicit consent, in plain words: what is kept, why, and how to stop. */}
        <div className="flex gap-2">
          <input
            id={consent.id}
            name="consent"
            type="checkbox"
            required
            defaultChecked={consented}
            aria-invalid={consent.error ? true : undefined}
            className="mt-0.5 size-4 shrink-0 accent-accent-500"
          />
          <label htmlFor={consent.id} className={`text-xs ${page ? "text-slate-700" : "text-brand-100"}`}>
            {t("footer.newsletterConsent")}
          </label>
        </div>
      </form>
      <p
        id={`${id}-outcome`}
        aria-live="polite"
        role={outcome.kind === "error" ? "alert" : undefined}
        className={`mt-2 min-h-5 text-sm ${
          outcome.kind === "error" ? (page ? "text-red-800" : "text-red-200") : page ? "text-green-800" : "text-brand-100"
        }`}
      >
        {outcome.kind === "idle" ? undefined : outcome.message}
      </p>
    </div>
  );
}
