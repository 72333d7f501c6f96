import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { dialogSearch, onlyDialogsDiffer, openListingId, skipDialogRevalidation } from "./url-dialog.ts";

const ID = "0b5c5f2e-8c1a-4c57-9d4e-1f2a3b4c5d6e";
const url = (path: string) => new URL(path, "https://example.rw");
const revalidation = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({
    currentUrl: url(from),
    nextUrl: url(to),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as ShouldRevalidateFunctionArgs;

describe("dialogSearch", () => {
  it("adds the view to the filters already in the address", () => {
    expect(dialogSearch("?tab=villas&q=pool", "view", ID)).toBe(`?tab=villas&q=pool&view=${ID}`);
    expect(dialogSearch("", "view", ID)).toBe(`?view=${ID}`);
  });

  it("adds the lead form after the view, and removes it alone", () => {
    const withLead = dialogSearch(`?view=${ID}`, "lead", "viewing");
    expect(withLead).toBe(`?view=${ID}&lead=viewing`);
    expect(dialogSearch(withLead, "lead", null)).toBe(`?view=${ID}`);
  });

  it("closing the view closes the lead form on it and keeps the filters", () => {
    expect(dialogSearch(`?tab=villas&view=${ID}&lead=inquiry`, "view", null)).toBe("?tab=villas");
    expect(dialogSearch(`?view=${ID}`, "view", null)).toBe("");
  });
});

describe("onlyDialogsDiffer and skipDialogRevalidation", () => {
  it("keeps the loaders' data when only a dialog opens or closes", () => {
    expect(onlyDialogsDiffer(url("/properties?tab=villas"), url(`/properties?tab=villas&view=${ID}`))).toBe(true);
    expect(skipDialogRevalidation(revalidation(`/properties?view=${ID}`, `/properties?view=${ID}&lead=viewing`))).toBe(false);
    expect(skipDialogRevalidation(revalidation(`/properties?view=${ID}`, "/properties"))).toBe(false);
  });

  it("revalidates as by default for new filters, another page, a form or an explicit revalidation", () => {
    expect(skipDialogRevalidation(revalidation("/properties", "/properties?tab=villas"))).toBe(true);
    expect(skipDialogRevalidation(revalidation("/properties", `/developments?view=${ID}`))).toBe(true);
    expect(skipDialogRevalidation(revalidation("/", `/?view=${ID}`, { formMethod: "POST" }))).toBe(true);
    expect(skipDialogRevalidation(revalidation(`/?view=${ID}`, `/?view=${ID}`))).toBe(true);
    expect(
      skipDialogRevalidation(revalidation("/properties", "/properties?tab=villas", { defaultShouldRevalidate: false })),
    ).toBe(false);
  });
});

describe("openListingId", () => {
  it("is the address's view when the server found it or the browser opened it", () => {
    expect(openListingId(`?view=${ID}`, { id: ID, listing: { _id: ID } })).toBe(ID);
    expect(openListingId(`?tab=villas&view=${ID}`, null)).toBe(ID);
  });

  it("is null without a view, or for one the server looked up and did not find", () => {
    expect(openListingId("?tab=villas", null)).toBeNull();
    expect(openListingId(`?view=${ID}`, { id: ID, listing: null })).toBeNull();
  });
});
