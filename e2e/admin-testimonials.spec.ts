import path from "node:path";
import { type APIRequestContext, admin, expect, seriousViolations, superadminApi, test, toast, unique } from "./fixtures.ts";

type Testimonial = {
  _id: string;
  name: string;
  role: string;
  quote: string;
  stars: number;
  image: string | null;
  isPublished: boolean;
  order: number;
};

const image = (name: string) => path.join(import.meta.dirname, "..", "fixtures", "images", name);
/** What visitors get: published testimonials only, even when asked by staff. */
async function publicTestimonials(api: APIRequestContext) {
  return (await (await api.get("/api/testimonials?published=true")).json()) as Testimonial[];
}

test("add a testimonial with a photo, edit it, hide it and delete it", async ({ adminPage: page }) => {
  test.slow();
  const api = await superadminApi();
  const name = `Aline Uwase ${unique()}`;
  try {
    await page.goto("/admin/testimonials");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Testimonials" })).toBeVisible();
    const form = page.getByRole("region", { name: "Add Testimonial" });
    await expect(form.getByLabel("Stars")).toHaveValue("5");
    await expect(form.getByLabel("Order")).toHaveValue("0");
    await expect(form.getByLabel("Published")).toBeChecked();

    await form.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Quote is required")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();

    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Role", { exact: true }).fill("Home buyer, Kibagabaga");
    await form.getByLabel("Quote", { exact: true }).fill("They found us a home in two weeks.");
    await form.getByLabel("Stars").selectOption("4");
    await form.getByLabel("Order").fill("7");
    await form.getByLabel("Photo").setInputFiles(image("apartment.webp"));
    await expect(form.getByRole("img", { name: "Photo preview" })).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
    expect(await seriousViolations(page, "main")).toEqual([]);
    await form.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(toast(page)).toContainText("Testimonial Added");
    await expect(form.getByLabel("Name")).toHaveValue("");

    const card = page.getByRole("article", { name, exact: true });
    await expect(card).toContainText("Home buyer, Kibagabaga");
    await expect(card).toContainText("They found us a home in two weeks.");
    await expect(card).toContainText("Order: 7");
    await expect(card).toContainText("Published");
    await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
    const created = (await publicTestimonials(api)).find((x) => x.name === name);
    expect(created).toMatchObject({ stars: 4, order: 7, isPublished: true, role: "Home buyer, Kibagabaga" });
    expect(created?.image).toMatch(/^\/uploads\/.+\.webp$/);

    await card.getByRole("button", { name: "Edit" }).click();
    const editForm = page.getByRole("region", { name: "Edit Testimonial" });
    await expect(editForm.getByLabel("Name")).toHaveValue(name);
    await expect(editForm.getByLabel("Stars")).toHaveValue("4");
    await expect(editForm.getByLabel("Order")).toHaveValue("7");
    await editForm.getByLabel("Quote", { exact: true }).fill("They found us a home in ten days.");
    await editForm.getByLabel("Published").uncheck();
    await editForm.getByRole("button", { name: "Update Testimonial" }).click();
    await expect(toast(page)).toContainText("Testimonial Updated");
    await expect(page.getByRole("region", { name: "Add Testimonial" })).toBeVisible();
    await expect(card).toContainText("Hidden");
    await expect(card).toContainText("They found us a home in ten days.");
    expect((await publicTestimonials(api)).some((x) => x.name === name)).toBe(false);
    const all = (await (await api.get("/api/testimonials")).json()) as Testimonial[];
    expect(all.find((x) => x.name === name)).toMatchObject({
      isPublished: false,
      quote: "They found us a home in ten days.",
      image: created?.image,
    });

    await card.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Testimonial" });
    await expect(confirm).toContainText("Are you sure you want to delete this testimonial? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page)).toContainText("Testimonial Deleted");
    await expect(card).toHaveCount(0);
    const after = (await (await api.get("/api/testimonials")).json()) as Testimonial[];
    expect(after.some((x) => x.name === name)).toBe(false);

    await admin.expectAccessible(page);
  } finally {
    const left = (await (await api.get("/api/testimonials")).json()) as Testimonial[];
    for (const item of left.filter((x) => x.name === name)) await api.delete(`/api/testimonials/${item._id}`);
    await api.dispose();
  }
});

test("a failed photo upload keeps the form as typed and saves no photo", async ({ adminPage: page }) => {
  await page.goto("/admin/testimonials");
  const form = page.getByRole("region", { name: "Add Testimonial" });
  await form.getByLabel("Name").fill("Kept name");
  await form.getByLabel("Photo").setInputFiles(image("truncated.jpg"));
  await expect(toast(page)).toContainText("Image Upload Error");
  await expect(form.getByRole("img", { name: "Photo preview" })).toHaveCount(0);
  await expect(form.getByLabel("Name")).toHaveValue("Kept name");
  await form.getByLabel("Photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page)).toContainText("File Error");
});
