import { describe, expect, it } from "vitest";
import {
  type AlertEvent,
  type AlertListing,
  alertNews,
  canonicalQuery,
  filtersOfQuery,
  isAlertDue,
  lastSendingTime,
  savedSearchFormSchema,
} from "./saved-search.ts";

const since = new Date("2026-11-20T05:00:00Z");
const until = new Date("2026-11-21T05:00:00Z");
const during = "2026-11-20T12:00:00.000Z";
const before = "2026-11-19T12:00:00.000Z";

const listing = (over: Partial<AlertListing> = {}): AlertListing => ({
  _id: "00000000-0000-4000-8000-000000000001",
  title: "Family house in Kibagabaga",
  type: "house",
  status: "now-selling",
  price: 150_000_000,
  bedrooms: 4,
  location: "Kibagabaga",
  description: "A garden and a view",
  district: "Gasabo",
  sector: "Kimironko",
  latitude: -1.93,
  longitude: 30.11,
  createdAt: before,
  ...over,
});

const houses = filtersOfQuery("tab=houses-for-sale&district=Gasabo&maxPrice=200000000");

describe("canonical query of a saved search", () => {
  it("keeps only the filters, checked and in one order, whatever the address looked like", () => {
    expect(canonicalQuery("?maxPrice=200000000&tab=houses-for-sale&offset=24&lang=fr&sort=newest&view=map")).toBe(
      "tab=houses-for-sale&maxPrice=200000000",
    );
    expect(canonicalQuery("tab=all&minBeds=abc&q=%20pool%20")).toBe("q=pool");
    expect(canonicalQuery("bbox=30.0,-2.0,30.2,-1.9")).toBe("bbox=30%2C-2%2C30.2%2C-1.9");
  });

  it("reads back into the list's filters", () => {
    expect(filtersOfQuery("tab=homes-for-rent&minBeds=2")).toMatchObject({ tab: "homes-for-rent", minBeds: 2 });
    expect(filtersOfQuery("bbox=30,-2,30.2,-1.9").bbox).toEqual({ minLng: 30, minLat: -2, maxLng: 30.2, maxLat: -1.9 });
  });
});

describe("the sign-up form", () => {
  it("asks for explicit consent", () => {
    const base = { email: "Buyer@Example.rw", frequency: "daily", query: "" };
    expect(savedSearchFormSchema.safeParse(base).success).toBe(false);
    expect(savedSearchFormSchema.safeParse({ ...base, consent: false }).success).toBe(false);
    expect(savedSearchFormSchema.parse({ ...base, consent: "on" })).toMatchObject({ email: "buyer@example.rw", consent: true });
  });
});

describe("what an alert tells", () => {
  it("a listing published in the window that matches is new; one that does not match is not", () => {
    const fresh = listing({ createdAt: during });
    const elsewhere = listing({ _id: "00000000-0000-4000-8000-000000000002", createdAt: during, district: "Kicukiro" });
    const old = listing({ _id: "00000000-0000-4000-8000-000000000003" });
    const news = alertNews(houses, { since, until }, [fresh, elsewhere, old], []);
    expect(news.added.map((l) => l._id)).toEqual([fresh._id]);
    expect(news.priceDrops).toEqual([]);
  });

  it("outside the map area is no match", () => {
    const inside = filtersOfQuery("bbox=30.0,-2.0,30.2,-1.9");
    const far = listing({ createdAt: during, latitude: -1.5, longitude: 29.6 });
    expect(alertNews(inside, { since, until }, [far], []).added).toEqual([]);
    expect(alertNews(inside, { since, until }, [listing({ createdAt: during })], []).added).toHaveLength(1);
  });

  it("a price drop of a matching listing is news, a rise is not", () => {
    const house = listing({ price: 140_000_000 });
    const drop: AlertEvent = { propertyId: house._id, kind: "price", from: 160_000_000, to: 140_000_000, at: during };
    expect(alertNews(houses, { since, until }, [house], [drop]).priceDrops).toEqual([
      { listing: house, from: 160_000_000, to: 140_000_000 },
    ]);
    const rise: AlertEvent = { ...drop, from: 120_000_000, to: 140_000_000 };
    expect(alertNews(houses, { since, until }, [house], [rise]).priceDrops).toEqual([]);
    // Down then back up again within the window: no drop to tell.
    const back: AlertEvent = { ...drop, from: 140_000_000, to: 170_000_000, at: "2026-11-20T13:00:00.000Z" };
    expect(alertNews(houses, { since, until }, [house], [drop, back]).priceDrops).toEqual([]);
    // Before the window: told already.
    expect(alertNews(houses, { since, until }, [house], [{ ...drop, at: before }]).priceDrops).toEqual([]);
  });

  it("a status change counts when the listing matched before or after it", () => {
    const sold = listing({ status: "sold" });
    const change: AlertEvent = { propertyId: sold._id, kind: "status", from: "now-selling", to: "sold", at: during };
    expect(alertNews(houses, { since, until }, [sold], [change]).statusChanges).toEqual([
      { listing: sold, from: "now-selling", to: "sold" },
    ]);
    const rentals = filtersOfQuery("tab=homes-for-rent");
    expect(alertNews(rentals, { since, until }, [sold], [change]).statusChanges).toEqual([]);
  });

  it("a new listing is told once, as new, even when its price changed the same day", () => {
    const fresh = listing({ createdAt: during });
    const drop: AlertEvent = { propertyId: fresh._id, kind: "price", from: 160_000_000, to: 150_000_000, at: during };
    const news = alertNews(houses, { since, until }, [fresh], [drop]);
    expect(news.added).toHaveLength(1);
    expect(news.priceDrops).toEqual([]);
  });
});

describe("when an alert is due", () => {
  it("daily at 07:00 in Kigali, weekly on Monday at 07:00, instant at every run", () => {
    // 2026-11-26 is a Thursday; 07:00 in Kigali is 05:00 UTC.
    const thursdayMorning = new Date("2026-11-26T06:00:00Z");
    expect(lastSendingTime("daily", thursdayMorning).toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(lastSendingTime("daily", new Date("2026-11-26T04:59:00Z")).toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(lastSendingTime("weekly", thursdayMorning).toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(isAlertDue("daily", new Date("2026-11-26T04:00:00Z"), thursdayMorning)).toBe(true);
    expect(isAlertDue("daily", new Date("2026-11-26T05:30:00Z"), thursdayMorning)).toBe(false);
    expect(isAlertDue("weekly", new Date("2026-11-24T00:00:00Z"), thursdayMorning)).toBe(false);
    expect(isAlertDue("instant", new Date("2026-11-26T05:59:00Z"), thursdayMorning)).toBe(true);
  });
});
