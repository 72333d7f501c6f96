import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  admin,
  created,
  expect,
  fitsTheScreen,
  type Page,
  superadminApi,
  test,
  unique,
} from "./fixtures.ts";

type ApiSubmission = { _id: string; title: string; status: string; adminNotes: string; propertyId: string | null };

const FIXTURES = [
  { name: "villa.png", mimeType: "image/png" },
  { name: "apartment.webp", mimeType: "image/webp" },
  { name: "photo-with-gps.jpg", mimeType: "image/jpeg" },
] as const;

/** The three images a visitor uploads one by one before sending the form (public endpoint). */
async function uploadImages(request: APIRequestContext): Promise<string[]> {
  const urls: string[] = [];
  for (const file of FIXTURES) {
    const response = await request.post("/api/submissions/upload-image", {
      multipart: { image: { name: file.name, mimeType: file.mimeType, buffer: await readFile(`fixtures/images/${file.name}`) } },
    });
    expect(response.status(), await response.text()).toBe(201);
    urls.push(((await response.json()) as { url: string }).url);
  }
  return urls;
}

/** A submission sent through the public API, as the List With Us form does. */
async function submit(request: APIRequestContext, title: string, images: string[]): Promise<ApiSubmission> {
  return created<ApiSubmission>(
    request.post("/api/submissions", {
      data: {
        title,
        type: "house",
        price: "RWF 45,000,000",
        location: "Kibagabaga, Kigali",
        area: "120 sqm",
        bedrooms: 3,
        bathrooms: 2,
        description: "A bright family house with a garden, close to schools.",
        features: ["Garden", "Parking"],
        contactName: "Eric Niyonzima",
        contactEmail: `eric-${unique()}@example.rw`,
        contactPhone: "+250 788 000 111",
        contactWhatsApp: "+250 788 000 222",
        images,
      },
    }),
  );
}

/** The in-page alert shows `message` until the user presses OK; focus goes back where it was. */
async function dismissAlert(page: Page, message: string) {
  const alert = page.getByRole("alertdialog", { name: message });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "OK" })).toBeFocused();
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden();
}

/** The number on a stat card (a <dt> label followed by its <dd> value). */
async function statValue(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole("region", { name: "Submissions by status" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");
  // The cards show "…" until the counts have loaded.
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

let images: string[] = [];
test.beforeAll(async ({ request }) => {
  images = await uploadImages(request);
});

test("approving a public submission creates the property, listed on the public site", async ({ adminPage: page, request }) => {
  const title = `Submitted Villa ${unique()}`;
  const created = await submit(request, title, images);

  await page.goto("/admin/submissions");
  await expect(page.getByRole("heading", { level: 1, name: "Review Submissions" })).toBeVisible();
  await expect(page.getByText(/^Pending: \d+$/)).toBeVisible();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  const approvedBefore = await statValue(page, "Approved");
  expect(await statValue(page, "Pending Review")).toBeGreaterThanOrEqual(1);

  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("Kibagabaga, Kigali");
  await expect(card).toContainText("RWF 45,000,000");
  await expect(card).toContainText("Eric Niyonzima");
  await expect(card).toContainText("A bright family house");
  await expect(card).toContainText("House");
  await expect(card).toContainText("3 photos");
  await expect(card).toContainText("3 beds");
  await expect(card).toContainText("2 baths");
  await expect(card).toContainText("120 sqm");

  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Submission Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 / 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog.getByText("2 / 3")).toBeVisible();
  for (const heading of ["Property Information", "Submitter Information", "Description", "Features"]) {
    await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(dialog.getByRole("link", { name: "+250 788 000 111" })).toHaveAttribute("href", "tel:+250788000111");
  await expect(dialog.getByRole("link", { name: "+250 788 000 222" })).toHaveAttribute("href", "https://wa.me/250788000222");
  await expect(dialog.getByText("Garden", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  await admin.expectAccessible(page);

  await dialog.getByLabel("Admin Notes").fill("Checked the title deed.");
  const patches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/api/submissions/")) patches.push(r.url());
  });
  await dialog.getByRole("button", { name: "Approve" }).click();
  await dismissAlert(
    page,
    "Submission approved successfully! Property has been created and is now available in the Properties management section.",
  );
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Approved");
  await expect.poll(() => statValue(page, "Approved")).toBe(approvedBefore + 1);
  // One PATCH: the API is idempotent, so the page never sends the decision twice.
  expect(patches).toHaveLength(1);

  const stored = ((await (await page.request.get("/api/submissions")).json()) as ApiSubmission[]).find(
    (s) => s._id === created._id,
  );
  expect(stored?.status).toBe("approved");
  expect(stored?.adminNotes).toBe("Checked the title deed.");
  expect(stored?.propertyId).toBeTruthy();

  // The reviewed submission offers no decision any more, and links to its property.
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(dialog.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await expect(dialog.getByText("Checked the title deed.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View the published property" })).toHaveAttribute(
    "href",
    `/properties/${stored?.propertyId}`,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await fitsTheScreen(page);

  // The new property is on the public list.
  await page.goto(`/properties?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: title }).getByRole("link")).toHaveAttribute(
    "href",
    `/properties/${stored?.propertyId}`,
  );

  await page.request.delete(`/api/properties/${stored?.propertyId}`);
});

test("rejecting a submission keeps it, counted as Rejected", async ({ adminPage: page, request }) => {
  const title = `Rejected House ${unique()}`;
  await submit(request, title, images);
  await page.goto("/admin/submissions");
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Pending");
  const rejectedBefore = await statValue(page, "Rejected");

  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Submission Details" });
  await dialog.getByLabel("Admin Notes").fill("Photos do not match the address.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await dismissAlert(page, "Submission rejected successfully!");
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Rejected");
  await expect.poll(() => statValue(page, "Rejected")).toBe(rejectedBefore + 1);

  await page.reload();
  await expect(page.getByRole("article", { name: title })).toContainText("Rejected");
  await page.getByRole("article", { name: title }).getByRole("button", { name: "View Details" }).click();
  await expect(dialog.getByText("Photos do not match the address.")).toBeVisible();
  // The notes box is gone with the decision buttons.
  await expect(dialog.getByLabel("Admin Notes")).toHaveCount(0);
});

test("a failed approval says why and keeps the notes; a failed load offers Try Again", async ({ adminPage: page, request }) => {
  const title = `Failing Approval ${unique()}`;
  const created = await submit(request, title, images);
  await page.goto("/admin/submissions");
  await page.getByRole("article", { name: title }).getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Submission Details" });
  await dialog.getByLabel("Admin Notes").fill("Keep me");

  await page.route("**/api/submissions/*/status", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: "Your account does not have permission to do this" }),
    }),
  );
  await dialog.getByRole("button", { name: "Approve" }).click();
  await dismissAlert(page, "Error approving submission: Your account does not have permission to do this");
  await expect(dialog.getByLabel("Admin Notes")).toHaveValue("Keep me");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await dismissAlert(page, "Error rejecting submission. Please try again.");
  await expect(dialog.getByLabel("Admin Notes")).toHaveValue("Keep me");
  await page.unroute("**/api/submissions/*/status");

  let fail = true;
  await page.route(/\/api\/submissions(\?|$)/, (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) })
      : route.continue(),
  );
  await page.reload();
  await expect(page.getByText("Failed to fetch submissions")).toBeVisible({ timeout: 10_000 });
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  // Leave no pending row behind for the other specs.
  const reject = await page.request.patch(`/api/submissions/${created._id}/status`, { data: { status: "rejected" } });
  expect(reject.status()).toBe(200);
});

test("an admin without the submissions permission sees no Approve or Reject", async ({ page, request }) => {
  // A superadmin API client turns the toggle off for admins, and adds an admin to sign in as.
  const api = await superadminApi();
  const { userPermissions } = (await (await api.get("/api/settings")).json()) as {
    userPermissions: { contentManagement: Record<string, boolean> };
  };
  const admin = { username: `Reviewer ${unique()}`, email: `reviewer-${unique()}@example.rw`, password: "reviewer-password-1" };
  const registered = await api.post("/api/auth/register", { data: { ...admin, role: "manager" } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { _id: adminId } = (await registered.json()) as { _id: string };
  const title = `Unreviewable ${unique()}`;
  const created = await submit(request, title, images);
  try {
    const off = { ...userPermissions, contentManagement: { ...userPermissions.contentManagement, manageSubmissions: false } };
    expect((await api.put("/api/settings/user-permissions", { data: off })).status()).toBe(200);

    const login = await page.request.post("/api/auth/login", { data: { email: admin.email, password: admin.password } });
    expect(login.status()).toBe(200);
    await page.goto("/admin/submissions");
    await page.getByRole("article", { name: title }).getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Submission Details" });
    await expect(dialog.getByText("Your account does not have permission to approve or reject submissions.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Reject" })).toHaveCount(0);
    await expect(dialog.getByLabel("Admin Notes")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  } finally {
    await api.put("/api/settings/user-permissions", { data: userPermissions });
    await api.patch(`/api/submissions/${created._id}/status`, { data: { status: "rejected" } });
    await api.delete(`/api/auth/admins/${adminId}`);
    await api.dispose();
  }
});
