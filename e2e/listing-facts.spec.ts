import { expect, test } from "./fixtures.ts";

type Listing = { _id: string; title: string; latitude: number | null; longitude: number | null };

const PLOT = "Residential Plot with City Views in Rebero";

test.describe("a listing's facts on its page", () => {
  test("shows the plot's place, parcel and zone, the title badge, and only the approximate point", async ({
    page,
    request,
    api,
  }) => {
    const [visitorView] = (await (await request.get(`/api/properties?q=${encodeURIComponent(PLOT)}`)).json()) as Listing[];
    if (!visitorView) throw new Error("the demo plot is missing");
    const staffView = (await (await api.get(`/api/properties/${visitorView._id}`)).json()) as Listing;
    expect(staffView.latitude).not.toBeNull();
    expect([visitorView.latitude, visitorView.longitude]).not.toEqual([staffView.latitude, staffView.longitude]);

    await page.goto(`/properties/${visitorView._id}`);
    const facts = page.getByRole("region", { name: "Property facts" });
    await facts.scrollIntoViewIfNeeded();
    await expect(facts).toBeVisible();
    for (const [label, value] of [
      ["District", "Kicukiro"],
      ["Sector", "Kagarama"],
      ["Neighbourhood", "Rebero"],
      ["Plot size", "800 sqm"],
      ["UPI", "1/03/04/01/3306"],
      ["Land-use zone", "R1 – Low-density residential"],
    ]) {
      await expect(facts.getByRole("term").filter({ hasText: label }).first()).toBeVisible();
      await expect(facts.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
    }
    await expect(facts.getByText("Title checked by the agency")).toBeVisible();

    const html = await (await request.get(`/properties/${visitorView._id}`)).text();
    expect(html).toContain(`"latitude":${visitorView.latitude}`);
    expect(html).not.toContain(String(staffView.latitude));
    expect(html).toContain(`<meta property="og:region" content="Kicukiro"/>`);
  });
});
