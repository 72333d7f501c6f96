import { readFile } from "node:fs/promises";
import {
  admin,
  E2E_ADMIN,
  expect,
  freshContext,
  type Page,
  seriousViolations,
  signInWithForm,
  superadminApi,
  test,
  toast,
  unique,
  withHydration,
} from "./fixtures.ts";

type Settings = {
  websiteSettings: { homepageBanner: { show: boolean; text: string; color: string }; seoSettings: Record<string, string> };
  userPermissions: {
    propertyManagement: { createProperties: boolean; editProperties: boolean; deleteProperties: boolean };
    contentManagement: { manageBlog: boolean; manageSubmissions: boolean };
  };
};
type ApiProperty = { _id: string; title: string; featured: boolean };

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("every tab is keyboard operable and passes axe", async ({ page }) => {
  // Four axe runs on a machine shared with other test runs.
  test.setTimeout(120_000);
  await signInWithForm(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Users", "Website", "Notifications", "Security"]);
  await expect(page.getByRole("heading", { name: "Admin users" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Admin users" }).getByText(E2E_ADMIN.email)).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);

  await page.getByRole("tab", { name: "Users" }).focus();
  for (const [key, name, heading] of [
    ["ArrowRight", "Website", "Website settings"],
    ["ArrowRight", "Notifications", "Notification settings"],
    ["ArrowRight", "Security", "Change password"],
    ["ArrowRight", "Users", "Admin users"],
    ["End", "Security", "Change password"],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page.getByRole("tab", { name })).toBeFocused();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`tab=${name.toLowerCase()}`));
    if (key === "ArrowRight" && name !== "Users") {
      if (name === "Website") await expect(page.getByRole("list", { name: "Featured properties" })).toBeVisible();
      expect(await seriousViolations(page, "main")).toEqual([]);
    }
  }

  // The address keeps the tab across a reload.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
});

test("the homepage banner is shown with its text and colour, then turned off", async ({ page }) => {
  const api = await superadminApi();
  const before = ((await (await api.get("/api/settings")).json()) as Settings).websiteSettings;
  const text = `Open house this Saturday ${unique()}`;
  try {
    if (before.homepageBanner.show) {
      await api.put("/api/settings/website-settings", {
        data: { ...before, homepageBanner: { ...before.homepageBanner, show: false } },
      });
    }
    await signInWithForm(page);
    await page.goto("/admin/settings?tab=website");
    const show = page.getByRole("switch", { name: "Show banner" });
    await expect(show).toHaveAttribute("aria-checked", "false");
    // Text and colour appear only while the banner is shown.
    await expect(page.getByLabel("Banner text", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Green" })).toHaveCount(0);
    await show.click();
    await expect(show).toHaveAttribute("aria-checked", "true");
    await page.getByLabel("Banner text", { exact: true }).fill(text);
    await expect(page.getByRole("radio")).toHaveCount(4);
    await page.getByRole("radio", { name: "Green" }).check();
    await page.getByRole("button", { name: "Save Website Settings" }).click();
    await expect(toast(page)).toContainText("Website settings updated successfully.");

    await page.goto("/");
    const banner = page.getByRole("note").filter({ hasText: text });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass(/bg-green-700/);

    await page.goto("/admin/settings?tab=website");
    await expect(page.getByLabel("Banner text", { exact: true })).toHaveValue(text);
    await expect(page.getByRole("radio", { name: "Green" })).toBeChecked();
    await page.getByRole("switch", { name: "Show banner" }).click();
    await expect(page.getByLabel("Banner text", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Save Website Settings" }).click();
    await expect(toast(page)).toContainText("Website settings updated successfully.");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  } finally {
    await api.put("/api/settings/website-settings", { data: before });
    await api.dispose();
  }
});

test("a property's featured flag is toggled from the Website tab", async ({ page }) => {
  const api = await superadminApi();
  const properties = (await (await api.get("/api/properties")).json()) as ApiProperty[];
  const counts = new Map<string, number>();
  for (const p of properties) counts.set(p.title, (counts.get(p.title) ?? 0) + 1);
  const target = properties.find((p) => counts.get(p.title) === 1);
  if (!target) throw new Error("no property with a unique title");
  try {
    await signInWithForm(page);
    await page.goto("/admin/settings?tab=website");
    await page.getByLabel("Search properties").fill(target.title);
    const toggle = page.getByRole("switch", { name: `Feature ${target.title}`, exact: true });
    await expect(toggle).toHaveAttribute("aria-checked", String(target.featured));

    await toggle.click();
    await expect(toast(page)).toContainText(
      target.featured ? "Property unfeatured successfully." : "Property featured successfully.",
    );
    await expect(toggle).toHaveAttribute("aria-checked", String(!target.featured));
    expect(((await (await api.get(`/api/properties/${target._id}`)).json()) as ApiProperty).featured).toBe(!target.featured);

    await toggle.click();
    await expect(toast(page)).toContainText(
      target.featured ? "Property featured successfully." : "Property unfeatured successfully.",
    );
    await expect(toggle).toHaveAttribute("aria-checked", String(target.featured));
  } finally {
    await api.put(`/api/properties/${target._id}`, { data: { featured: target.featured } });
    await api.dispose();
  }
});

test("an admin user is added, edited and deleted with the confirmation", async ({ page }) => {
  const api = await superadminApi();
  const name = `e2e-user-${unique()}`;
  const email = `${name}@example.rw`;
  try {
    await signInWithForm(page);
    await page.goto("/admin/settings");
    const users = page.getByRole("list", { name: "Admin users" });
    await expect(users.getByText(E2E_ADMIN.email)).toBeVisible();

    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await expect(dialog).toBeVisible();
    // Checked before sending: nothing typed is lost.
    await dialog.getByLabel("Username").fill(name);
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByRole("button", { name: "Add User" }).click();
    await expect(dialog.getByText("Email must be a valid email address")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(dialog.getByLabel("Username")).toHaveValue(name);

    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("a-long-enough-password");
    await expect(dialog.getByLabel("Role")).toHaveValue("manager");
    await dialog.getByRole("button", { name: "Add User" }).click();
    await expect(toast(page)).toContainText("User added successfully.");
    await expect(dialog).toBeHidden();
    const row = users.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row).toContainText("Manager");
    await expect(row).toContainText("2FA off");

    // The same email twice: the server's reason is shown with the spec's text.
    await page.getByRole("button", { name: "Add User" }).click();
    await dialog.getByLabel("Username").fill(`${name}-again`);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("a-long-enough-password");
    await dialog.getByRole("button", { name: "Add User" }).click();
    await expect(toast(page)).toContainText("Failed to save user. A user with this email already exists");
    await expect(dialog.getByLabel("Username")).toHaveValue(`${name}-again`);
    await admin.cancelDiscarding(page, dialog);

    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await expect(edit.getByLabel("Username")).toHaveValue(name);
    await expect(edit.getByLabel("Password")).toHaveCount(0);
    await edit.getByLabel("Username").fill(`${name}-renamed`);
    await edit.getByLabel("Role").selectOption("superadmin");
    await edit.getByRole("button", { name: "Save User" }).click();
    await expect(toast(page)).toContainText("User updated successfully.");
    await expect(row).toContainText(`${name}-renamed`);
    await expect(row).toContainText("Super Admin");

    await page.getByRole("button", { name: `Delete ${name}-renamed` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this user?" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name}-renamed` }).click();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(toast(page)).toContainText("User deleted successfully.");
    await expect(row).toHaveCount(0);

    // Your own row offers no Delete (the server refuses it too: src/server/routes/staff-accounts.test.ts).
    const me = ((await (await api.get("/api/auth/me")).json()) as { user: { username: string } }).user;
    await expect(page.getByRole("button", { name: `Edit ${me.username}`, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${me.username}`, exact: true })).toHaveCount(0);
    await expect(users.getByText(E2E_ADMIN.email)).toBeVisible();
  } finally {
    const admins = (await (await api.get("/api/auth/admins")).json()) as { _id: string; email: string }[];
    for (const user of admins.filter((u) => u.email === email)) await api.delete(`/api/auth/admins/${user._id}`);
    await api.dispose();
  }
});

test("a permission turned off limits an admin: hidden in the page, refused by the server", async ({ page, browser }) => {
  const api = await superadminApi();
  const before = ((await (await api.get("/api/settings")).json()) as Settings).userPermissions;
  const name = `e2e-limited-${unique()}`;
  const email = `${name}@example.rw`;
  const password = "limited-admin-password";
  const created = await api.post("/api/auth/register", { data: { username: name, email, password, role: "manager" } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { _id: string })._id;
  // A property of this test's own, so nothing seeded is ever at risk.
  const upload = await api.post("/api/properties/upload-image", {
    multipart: { image: { name: "villa.png", mimeType: "image/png", buffer: await readFile("fixtures/images/villa.png") } },
  });
  expect(upload.status()).toBe(201);
  const property = await api.post("/api/properties", {
    data: {
      title: `Permission test villa ${unique()}`,
      type: "Villa",
      price: 1000000,
      location: "Kigali",
      bedrooms: 1,
      bathrooms: 1,
      area: 100,
      description: "Made by the settings e2e test.",
      images: [((await upload.json()) as { url: string }).url],
    },
  });
  expect(property.status()).toBe(201);
  const { _id: propertyId, title: propertyTitle } = (await property.json()) as { _id: string; title: string };
  const context = await freshContext(browser);
  try {
    await signInWithForm(page);
    await page.goto("/admin/settings");
    const remove = page.getByRole("switch", { name: "Delete properties" });
    await expect(remove).toHaveAttribute("aria-checked", "true");
    await remove.click();
    await expect(remove).toHaveAttribute("aria-checked", "false");
    await page.getByRole("button", { name: "Save Permissions" }).click();
    await expect(toast(page)).toContainText("User permissions updated successfully.");

    const limited = withHydration(await context.newPage());
    await signInWithForm(limited, { email, password });
    // The Properties page offers no Delete to them...
    await limited.goto("/admin/properties");
    await limited.getByLabel("Search properties").fill(propertyTitle);
    const card = limited.getByRole("article", { name: propertyTitle });
    await expect(card.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Delete" })).toHaveCount(0);
    // ...and the server refuses it anyway.
    const refused = await limited.request.delete(`/api/properties/${propertyId}`);
    expect(refused.status()).toBe(403);
    expect((await api.get(`/api/properties/${propertyId}`)).status()).toBe(200);
    // Settings are theirs to read, not to change.
    const saveRefused = await limited.request.put("/api/settings/user-permissions", { data: before });
    expect(saveRefused.status()).toBe(403);

    await limited.goto("/admin/settings");
    await expect(limited.getByText("Only a super admin can manage admin users and their permissions.")).toBeVisible();
    await expect(limited.getByText("Only a super admin can change these settings.", { exact: false }).first()).toBeVisible();
    await expect(limited.getByRole("list", { name: "Admin users" })).toHaveCount(0);
    await expect(limited.getByRole("switch", { name: "Delete properties" })).toHaveAttribute("aria-checked", "false");
    await expect(limited.getByRole("switch", { name: "Delete properties" })).toBeDisabled();
    await expect(limited.getByRole("button", { name: "Save Permissions" })).toHaveCount(0);
    await openTab(limited, "Notifications");
    await expect(limited.getByRole("switch", { name: "New submissions" })).toBeDisabled();
    await expect(limited.getByRole("button", { name: "Save Notification Settings" })).toHaveCount(0);
    expect(await seriousViolations(limited, "main")).toEqual([]);
  } finally {
    await context.close();
    await api.put("/api/settings/user-permissions", { data: before });
    await api.delete(`/api/properties/${propertyId}`);
    await api.delete(`/api/auth/admins/${userId}`);
    await api.dispose();
  }
});
