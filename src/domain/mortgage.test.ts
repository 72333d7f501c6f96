import { describe, expect, it } from "vitest";
import { hasMortgageCalculator, mortgage, mortgageInputFrom } from "./mortgage.ts";

describe("the mortgage calculator", () => {
  it("pays a loan back with the annuity formula, rounded to the franc", () => {
    // 1,000,000 at 12 % over a year: the textbook 88,848.79 a month.
    const result = mortgage({ price: 1_000_000, depositPercent: 0, ratePercent: 12, years: 1 });
    expect(result.monthlyPayment).toBe(88_849);
    expect(result.totalInterest).toBe(66_185);
    expect(result.loan).toBe(1_000_000);
  });

  it("takes the deposit off the price first", () => {
    const result = mortgage({ price: 100_000_000, depositPercent: 30, ratePercent: 17, years: 20 });
    expect(result.deposit).toBe(30_000_000);
    expect(result.loan).toBe(70_000_000);
    expect(result.monthlyPayment).toBe(1_026_760);
    // The income at which 1,026,760.38 a month is 35 % of it.
    expect(result.incomeNeeded).toBe(2_933_601);
  });

  it("divides the loan evenly when there is no interest", () => {
    const result = mortgage({ price: 24_000_000, depositPercent: 0, ratePercent: 0, years: 2 });
    expect(result.monthlyPayment).toBe(1_000_000);
    expect(result.totalInterest).toBe(0);
  });

  it("owes nothing when the deposit is the whole price", () => {
    expect(mortgage({ price: 50_000_000, depositPercent: 100, ratePercent: 17, years: 20 })).toEqual({
      deposit: 50_000_000,
      loan: 0,
      monthlyPayment: 0,
      totalInterest: 0,
      incomeNeeded: 0,
    });
  });

  it("rounds half a franc up and keeps whole francs", () => {
    // 3 francs over two months without interest: 1.5 a month, shown as 2.
    const result = mortgage({ price: 3, depositPercent: 0, ratePercent: 0, years: 1 / 6 });
    expect(result.monthlyPayment).toBe(2);
    expect(Number.isInteger(result.incomeNeeded)).toBe(true);
  });

  it("reads the page address's figures, keeping the defaults for missing or wrong ones and clamping the rest", () => {
    const defaults = { price: 90_000_000, depositPercent: 30, ratePercent: 17, years: 20 };
    expect(mortgageInputFrom(new URLSearchParams(""), defaults)).toEqual(defaults);
    expect(mortgageInputFrom(new URLSearchParams("price=45,000,000&deposit=abc&rate=250&years=0"), defaults)).toEqual({
      price: 45_000_000,
      depositPercent: 30,
      ratePercent: 100,
      years: 1,
    });
  });

  it("is offered on sales only", () => {
    expect(hasMortgageCalculator("now-selling")).toBe(true);
    expect(hasMortgageCalculator("coming-soon")).toBe(true);
    expect(hasMortgageCalculator("for-rent")).toBe(false);
    expect(hasMortgageCalculator("sold")).toBe(false);
  });
});
