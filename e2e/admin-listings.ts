import { readFile } from "node:fs/promises";
import type { Development } from "../src/domain/development.ts";
import type { Property } from "../src/domain/property.ts";
import { type APIRequestContext, admin, created, expect, type Locator, type Page, unique } from "./fixtures.ts";

/** The path of a test image. */
export const image = (name: string) => `fixtures/images/${name}`;

type Fields = Partial<Record<string, unknown>>;

async function uploadPropertyImage(api: APIRequestContext, name: string, mimeType: string): Promise<string> {
  const response = await api.post("/api/properties/upload-image", {
    multipart: { image: { name, mimeType, buffer: await readFile(image(name)) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** A property of this test's own, so no test depends on the seeded rows or on another test. */
export async function createProperty(api: APIRequestContext, fields: Fields = {}): Promise<Property> {
  return created<Property>(
    api.post("/api/properties", {
      data: {
        type: "villa",
        title: `E2E Villa ${unique()}`,
        price: 120_000_000,
        location: "Nyarutarama, Kigali",
        bedrooms: 4,
        bathrooms: 3,
        area: 400,
        description: "A villa made by the admin properties e2e test.",
        images: [await uploadPropertyImage(api, "villa.png", "image/png")],
        ...fields,
      },
    }),
  );
}

/** A development of this test's own, so no test depends on the seeded rows or on another test. */
export async function createDevelopment(api: APIRequestContext, fields: Fields = {}): Promise<Development> {
  return created<Development>(
    api.post("/api/developments", {
      data: {
        title: `E2E Residences ${unique()}`,
        location: "Kibagabaga, Kigali",
        description: "A development made by the admin developments e2e test.",
        tags: ["Townhouses", "Family living"],
        units: 24,
        ...fields,
      },
    }),
  );
}

/**
 * The back office's two listing pages, developments and properties: the same card grid with an
 * add form and a confirmed delete, each with its own words.
 */
export const developments = {
  name: "developments",
  api: "/api/developments",
  open: (page: Page) => admin.openList(page, "/admin/developments", "Development Management"),
  create: createDevelopment,
  add: { button: "Add Development", dialog: "Add New Development", submit: "Create Development", error: "Title is required" },
  deleting: {
    test: "deleting asks in 'Delete Development' first",
    dialog: "Delete Development",
    says: (title: string) => [title],
    confirm: "Delete",
    done: "Development Deleted",
  },
};

export const properties = {
  name: "properties",
  api: "/api/properties",
  open: (page: Page) => admin.openList(page, "/admin/properties", "Property Management"),
  create: createProperty,
  add: {
    button: "Add New Property",
    dialog: "Add New Property",
    submit: "Add Property",
    error: "Please select a property type.",
  },
  deleting: {
    test: "deleting asks 'Are you sure?' first and then removes the property",
    dialog: "Are you sure?",
    says: () => ["This action cannot be undone.", "permanently delete the property"],
    confirm: "Delete Property",
    done: "Property Deleted",
  },
};

/** On the listing's open page, sends its add form empty; the form shows its first error. */
export async function sendEmptyAddForm(page: Page, listing: typeof developments | typeof properties): Promise<Locator> {
  await page.getByRole("button", { name: listing.add.button }).click();
  const dialog = page.getByRole("dialog", { name: listing.add.dialog });
  await dialog.getByRole("button", { name: listing.add.submit }).click();
  await expect(dialog.getByText(listing.add.error)).toBeVisible();
  return dialog;
}
