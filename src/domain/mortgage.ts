/**
 * The mortgage and affordability calculator of a sale's page (zod-free: the page bundle imports it).
 *
 * Monthly payment, the standard annuity: loan × r / (1 − (1 + r)^−n), where r is the yearly rate
 * divided by 12 and n the number of monthly payments; with no interest it is loan / n. Amounts are
 * whole RWF, rounded to the nearest franc. The affordability hint is the monthly income at which
 * the payment takes 35 % of it, the share lenders in Rwanda commonly accept.
 */

/** The largest share of a monthly income a payment should take. */
export const AFFORDABLE_SHARE = 0.35;

export type MortgageInput = {
  /** Price in RWF. */
  price: number;
  depositPercent: number;
  /** Yearly interest rate, in percent. */
  ratePercent: number;
  years: number;
};

export type MortgageResult = {
  deposit: number;
  loan: number;
  monthlyPayment: number;
  totalInterest: number;
  /** Monthly income at which the payment is AFFORDABLE_SHARE of it. */
  incomeNeeded: number;
};

/** Bounds the form accepts; the server clamps query values into them. */
export const MORTGAGE_LIMITS = {
  price: { min: 0, max: 1_000_000_000_000_000 },
  depositPercent: { min: 0, max: 100 },
  ratePercent: { min: 0, max: 100 },
  years: { min: 1, max: 40 },
} as const satisfies Record<keyof MortgageInput, { min: number; max: number }>;

export function mortgage({ price, depositPercent, ratePercent, years }: MortgageInput): MortgageResult {
  const deposit = Math.round((price * depositPercent) / 100);
  const loan = Math.max(0, price - deposit);
  const months = Math.round(years * 12);
  const monthlyRate = ratePercent / 100 / 12;
  const exact = loan === 0 ? 0 : monthlyRate === 0 ? loan / months : (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const monthlyPayment = Math.round(exact);
  return {
    deposit,
    loan,
    monthlyPayment,
    totalInterest: Math.max(0, Math.round(exact * months - loan)),
    incomeNeeded: Math.round(exact / AFFORDABLE_SHARE),
  };
}

/**
 * One figure read from a query value: a number within `limits`, or `fallback` when it is missing or
 * not a number. Digits grouped with commas or spaces ("45,000,000") are read as one number.
 */
export function mortgageFigure(raw: string | null | undefined, fallback: number, limits: { min: number; max: number }): number {
  if (raw === null || raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw.replace(/[\s,]/g, ""));
  if (!Number.isFinite(value)) return fallback;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/** The calculator's figures from a page address's query (`price`, `deposit`, `rate`, `years`), else the defaults. */
export function mortgageInputFrom(query: URLSearchParams, defaults: MortgageInput): MortgageInput {
  return {
    price: Math.round(mortgageFigure(query.get("price"), defaults.price, MORTGAGE_LIMITS.price)),
    depositPercent: mortgageFigure(query.get("deposit"), defaults.depositPercent, MORTGAGE_LIMITS.depositPercent),
    ratePercent: mortgageFigure(query.get("rate"), defaults.ratePercent, MORTGAGE_LIMITS.ratePercent),
    years: Math.round(mortgageFigure(query.get("years"), defaults.years, MORTGAGE_LIMITS.years)),
  };
}

/** Whether a listing's page shows the calculator: sales only (now selling or coming soon), not rents or sold ones. */
export const hasMortgageCalculator = (status: string) => status === "now-selling" || status === "coming-soon";
