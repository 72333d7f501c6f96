import { describe, expect, it } from "vitest";
import { properties } from "../db/schema.ts";
import { useTestContext } from "../testing.ts";
import { putSetting } from "./settings.ts";
import { createWebServices, forOneRequest } from "./web-services.ts";

const listing = (title: string, location: string, createdAt: Date) => ({
  title,
  type: "house",
  status: "now-selling",
  price: 150_000_000,
  location,
  bedrooms: 3,
  area: 300,
  description: "A family house.",
  createdAt,
  updatedAt: createdAt,
});

describe("web services", () => {
  const t = useTestContext();

  it("offers every place a property is listed in, once, even beyond the first page of the list", async () => {
    const day = 24 * 3_600_000;
    // Thirty recent listings in Kacyiru push the only Rebero listing off the first page of 24.
    await t.db
      .insert(properties)
      .values([
        listing("Plot in Rebero", "Rebero, Kigali", new Date(Date.now() - 90 * day)),
        ...Array.from({ length: 30 }, (_, i) =>
          listing(`House ${i + 1} in Kacyiru`, "Kacyiru, Kigali", new Date(Date.now() - i * day)),
        ),
      ]);
    const services = createWebServices(t.db);
    const firstPage = await services.searchProperties({ limit: 24, offset: 0 });
    expect(firstPage.items.map((p) => p.location)).not.toContain("Rebero, Kigali");
    expect((await services.listLocations()).sort()).toEqual(["Kacyiru, Kigali", "Rebero, Kigali"]);
  });

  it("shows changed site settings on the next page request", async () => {
    const services = createWebServices(t.db);
    const before = await forOneRequest(services).getSiteSettings();
    await putSetting(t.db, "companyInfo", { ...before.companyInfo, name: "Kigali Homes & Land" });
    expect((await forOneRequest(services).getSiteSettings()).companyInfo.name).toBe("Kigali Homes & Land");
  });
});

describe("the agency's price range", () => {
  const t = useTestContext();

  it("spans the asking prices of the listings for sale, leaving out the sold ones and rents, and is none without them", async () => {
    const services = createWebServices(t.db);
    expect(await services.salePriceRange()).toBeUndefined();
    const now = new Date();
    await t.db.insert(properties).values([
      { ...listing("Plot in Rebero", "Rebero, Kigali", now), type: "land", price: 35_000_000 },
      { ...listing("Villa in Nyarutarama", "Nyarutarama, Kigali", now), status: "coming-soon", price: 640_000_000 },
      { ...listing("House in Kacyiru", "Kacyiru, Kigali", now), status: "sold", price: 900_000_000 },
      { ...listing("Flat in Kiyovu", "Kiyovu, Kigali", now), status: "for-rent", price: 1_200_000 },
    ]);
    expect(await services.salePriceRange()).toEqual({ lowest: 35_000_000, highest: 640_000_000 });
  });
});
