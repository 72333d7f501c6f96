import { type FormEvent, useState } from "react";
import { AFFORDABLE_SHARE, type MortgageInput, mortgage, mortgageInputFrom } from "../../../domain/mortgage.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/input.tsx";
import { formatPrice } from "../../i18n/format.ts";
import "../../i18n/catalogues/property.ts";
import { t } from "../../i18n/i18n.ts";

const FIELDS = [
  { name: "price", key: "price", label: "mortgage.price", step: "1" },
  { name: "deposit", key: "depositPercent", label: "mortgage.deposit", step: "any" },
  { name: "rate", key: "ratePercent", label: "mortgage.rate", step: "any" },
  { name: "years", key: "years", label: "mortgage.years", step: "1" },
] as const;

type Values = Record<(typeof FIELDS)[number]["name"], string>;

const valuesOf = (input: MortgageInput): Values => ({
  price: String(input.price),
  deposit: String(input.depositPercent),
  rate: String(input.ratePercent),
  years: String(input.years),
});

/**
 * The mortgage and affordability calculator of a sale's page. Without scripts it is a GET form on
 * the page's own address (`?price=&deposit=&rate=&years=`) whose figures the server computes; with
 * them, the figures follow each change as it is typed.
 */
export function MortgageCalculator({
  action,
  input,
  defaults,
}: {
  action: string;
  input: MortgageInput;
  defaults: MortgageInput;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(input));
  const result = mortgage(mortgageInputFrom(new URLSearchParams(values), defaults));
  const figures = [
    { label: t("mortgage.depositAmount"), value: formatPrice(result.deposit) },
    { label: t("mortgage.loan"), value: formatPrice(result.loan) },
    { label: t("mortgage.totalInterest"), value: formatPrice(result.totalInterest) },
  ];
  // The figures are already shown as typed; sending the form would only reload the page.
  const keepPage = (event: FormEvent) => event.preventDefault();
  return (
    <section id="mortgage" aria-labelledby="mortgage-title" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="mortgage-title" className="text-xl font-bold text-slate-900">
        {t("mortgage.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("mortgage.intro")}</p>
      <form
        method="get"
        action={`${action}#mortgage`}
        onSubmit={keepPage}
        className="mt-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-4"
      >
        {FIELDS.map((field) => (
          <label key={field.name} className="text-sm font-medium text-slate-800">
            {t(field.label)}
            <input
              name={field.name}
              type="number"
              inputMode="decimal"
              min={0}
              step={field.step}
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              className={inputClass}
            />
          </label>
        ))}
        <button type="submit" className={buttonClass("secondary", "md", "col-span-2 sm:col-span-4 sm:justify-self-start")}>
          {t("mortgage.calculate")}
        </button>
      </form>
      <div aria-live="polite" className="mt-5">
        <p className="text-sm text-slate-700">{t("mortgage.monthly")}</p>
        <p className="text-3xl font-extrabold text-brand-800">{formatPrice(result.monthlyPayment)}</p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-slate-600">{figure.label}</dt>
              <dd className="font-semibold text-slate-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t("mortgage.income", { amount: formatPrice(result.incomeNeeded), share: Math.round(AFFORDABLE_SHARE * 100) })}
        </p>
        <p className="mt-2 text-xs text-slate-600">{t("mortgage.note")}</p>
      </div>
    </section>
  );
}
