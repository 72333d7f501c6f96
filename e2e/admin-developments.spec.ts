import { readFile } from "node:fs/promises";
import type { Development } from "../src/domain/development.ts";
import { createDevelopment, developments, image, sendEmptyAddForm } from "./admin-listings.ts";
import { admin, expect, holdRequests, test, toast, unique } from "./fixtures.ts";

const openPage = developments.open;
const card = admin.card;

test("creating a development with two image files sends one with-images request and shows the card", async ({ page, api }) => {
  const title = `E2E Green Hills ${unique()}`;
  let createdId: string | undefined;
  try {
    await openPage(page);
    await page.getByRole("button", { name: "Add Development" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Development" });
    await expect(dialog.getByLabel("Status")).toHaveValue("planning");
    await expect(dialog.getByLabel("Project Type")).toHaveValue("residential");
    await expect(dialog.getByText("PNG, JPG, GIF up to 10MB each")).toBeVisible();

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Location").fill("Rebero, Kigali");
    await dialog.getByLabel("Description", { exact: true }).fill("Forty-eight homes on the ridge, with shops and a park.");
    await dialog.getByLabel("Status").selectOption({ label: "Now Selling" });
    await dialog.getByLabel("Project Type").selectOption({ label: "Mixed-Use" });
    await dialog.getByLabel("Units (optional)").fill("48");
    await dialog
      .getByLabel("Tags", { exact: true })
      .fill(" Gated community, City views , ,Solar lighting, Rooftop garden,Near schools ");
    await dialog.getByLabel("Amenities", { exact: true }).fill("Gym, Garden");
    await dialog.getByLabel("Contact Phone").fill("+250 788 000 111");
    await dialog.getByLabel("Contact Email").fill("sales@greenhills.rw");
    await dialog.getByLabel("Website").fill("https://greenhills.rw");
    await dialog.getByLabel("YouTube Video Link (optional)").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await dialog.getByLabel("Featured Development").check();
    await dialog.getByLabel("Promote on Homepage").check();
    await dialog.getByLabel("Upload images").setInputFiles([image("villa.png"), image("apartment.webp")]);
    await expect(dialog.getByText("2 of 20 images")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "New image villa.png" })).toBeVisible();

    // Held back so the progress of the whole request can be seen.
    const held = await holdRequests(page, "**/api/developments/with-images");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/developments/with-images") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/developments/with-images"));
    await dialog.getByRole("button", { name: "Create Development" }).click();
    await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    held.release();
    expect((await request).headers()["content-type"]).toMatch(/^multipart\/form-data/);
    const reply = await response;
    expect(reply.status()).toBe(201);
    const created = (await reply.json()) as Development;
    createdId = created._id;
    expect(created).toMatchObject({
      title,
      status: "now-selling",
      projectType: "mixed-use",
      units: 48,
      tags: ["Gated community", "City views", "Solar lighting", "Rooftop garden", "Near schools"],
      amenities: ["Gym", "Garden"],
      contactInfo: { phone: "+250788000111", email: "sales@greenhills.rw", website: "https://greenhills.rw" },
      featured: true,
      promoted: true,
    });
    expect(created.images).toHaveLength(2);

    await expect(toast(page)).toContainText("Development Created");
    await expect(dialog).toBeHidden();
    const newCard = card(page, title);
    await expect(newCard).toContainText("Now Selling");
    await expect(newCard).toContainText("Mixed-Use");
    await expect(newCard).toContainText("48 units");
    await expect(newCard).toContainText("Promoted");
    await expect(newCard).toContainText("Featured");
    await expect(newCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Gated community",
      "City views",
      "Solar lighting",
      "+2 more",
    ]);
  } finally {
    await page.unrouteAll();
    if (createdId) await api.delete(`/api/developments/${createdId}`);
  }
});

test("search finds by title or location, case-insensitively", async ({ page, api }) => {
  const marker = unique();
  const development = await createDevelopment(api, { title: `E2E Search ${marker}`, location: `Nyamata ${marker}` });
  try {
    await openPage(page);
    const search = page.getByLabel("Search developments");
    await search.fill(`e2e SEARCH ${marker.toUpperCase()}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, development.title)).toBeVisible();
    await search.fill(`nyamata ${marker}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await search.fill(`no such development ${marker}`);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByText("No developments found.")).toBeVisible();
  } finally {
    await api.delete(`/api/developments/${development._id}`);
  }
});

test("editing saves as JSON without new files, and as with-images with one", async ({ page, api }) => {
  const development = await createDevelopment(api, { tags: ["One", "Two", "Three", "Four"] });
  const title = `E2E Renamed ${unique()}`;
  try {
    await openPage(page);
    const before = card(page, development.title);
    await expect(before.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["One", "Two", "Three", "+1 more"]);
    await before.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Development" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(development.title);
    await expect(dialog.getByLabel("Tags", { exact: true })).toHaveValue("One, Two, Three, Four");

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Status").selectOption({ label: "Completed" });
    await dialog.getByLabel("Tags", { exact: true }).fill("One, Two");
    const request = page.waitForRequest((r) => r.url().endsWith(`/api/developments/${development._id}`) && r.method() === "PUT");
    await dialog.getByRole("button", { name: "Update Development" }).click();
    expect((await request).headers()["content-type"]).toMatch(/^application\/json/);
    await expect(toast(page)).toContainText("Development Updated");

    const after = card(page, title);
    await expect(after).toContainText("Completed");
    await expect(after.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["One", "Two"]);
    const stored = (await (await api.get(`/api/developments/${development._id}`)).json()) as Development;
    expect(stored).toMatchObject({ title, status: "completed", tags: ["One", "Two"], units: 24 });

    // A new file goes with the save, as one multipart PUT .../with-images.
    await after.getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Upload images").setInputFiles(image("plot.gif"));
    await expect(dialog.getByText("1 of 20 images")).toBeVisible();
    const multipart = page.waitForRequest(
      (r) => r.url().endsWith(`/api/developments/${development._id}/with-images`) && r.method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Update Development" }).click();
    expect((await multipart).headers()["content-type"]).toMatch(/^multipart\/form-data/);
    await expect(toast(page)).toContainText("Development Updated");
    await expect(dialog).toBeHidden();
    const withImage = (await (await api.get(`/api/developments/${development._id}`)).json()) as Development;
    expect(withImage).toMatchObject({ title, status: "completed", tags: ["One", "Two"] });
    expect(withImage.images).toHaveLength(1);
    expect(withImage.image).toBe(withImage.images[0]);
  } finally {
    await api.delete(`/api/developments/${development._id}`);
  }
});

test("the form checks its required fields and refuses more than 20 images", async ({ page }) => {
  await openPage(page);
  const dialog = await sendEmptyAddForm(page, developments);
  await expect(dialog.getByText("Location is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByLabel("Title", { exact: true })).toBeFocused();

  const buffer = await readFile(image("villa.png"));
  const files = Array.from({ length: 21 }, (_, i) => ({ name: `photo-${i}.png`, mimeType: "image/png", buffer }));
  await dialog.getByLabel("Upload images").setInputFiles(files);
  await expect(toast(page)).toContainText("Too Many Images");
  await expect(toast(page)).toContainText("Maximum 20 images allowed. Please remove some images first.");
  await expect(dialog.getByText(/of 20 images/)).toHaveCount(0);
});

test("a failed list shows 'Failed to fetch developments' and 'Try Again' reloads it", async ({ adminPage: page }) => {
  await page.route("**/api/developments", (route) => route.fulfill({ status: 500, json: { error: "Server unavailable" } }));
  await page.goto("/admin/developments");
  await expect(page.getByText("Failed to fetch developments")).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
});
