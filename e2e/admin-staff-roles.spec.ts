import {
  expect,
  fillLogin,
  freshContext,
  seriousViolations,
  signInWithForm,
  superadminApi,
  test,
  toast,
  unique,
  withHydration,
} from "./fixtures.ts";

type AdminUser = {
  _id: string;
  role: string;
  away: boolean;
  phone: string;
  permissions: {
    propertyManagement: { deleteProperties: boolean; editProperties: boolean };
    leadManagement: { viewAllLeads: boolean };
  } | null;
};

test("a superadmin makes a manager an agent with their own permissions, then deactivates the account", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const api = await superadminApi();
  const name = `e2e-agent-${unique()}`;
  const email = `${name}@example.rw`;
  const password = "agent-password-123";
  const created = await api.post("/api/auth/register", { data: { username: name, email, password } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { _id: string })._id;
  const property = ((await (await api.get("/api/properties?limit=1")).json()) as { title: string }[])[0];
  if (!property) throw new Error("no property listed");
  const context = await freshContext(browser);
  try {
    await signInWithForm(page);
    await page.goto("/admin/settings");
    const row = page.getByRole("list", { name: "Admin users" }).getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText("Manager");

    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    // A manager following the defaults: the defaults are shown, and cannot be changed here.
    await expect(dialog.getByRole("radio", { name: "Use the defaults" })).toBeChecked();
    const deleteProperties = dialog.getByRole("switch", { name: "Delete properties" });
    await expect(deleteProperties).toHaveAttribute("aria-checked", "true");
    await expect(deleteProperties).toBeDisabled();
    await dialog.getByLabel("Role").selectOption("agent");
    // An agent following the defaults sees only their own and unassigned leads.
    await expect(dialog.getByRole("switch", { name: "See all leads" })).toHaveAttribute("aria-checked", "false");
    await dialog.getByLabel("Phone").fill("0788 123 456");
    await dialog.getByRole("switch", { name: "Away" }).click();
    await dialog.getByRole("radio", { name: "Own permissions" }).check();
    await expect(deleteProperties).toBeEnabled();
    await deleteProperties.click();
    await expect(deleteProperties).toHaveAttribute("aria-checked", "false");
    await dialog.getByRole("switch", { name: "See all leads" }).click();
    expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
    await dialog.getByRole("button", { name: "Save User" }).click();
    await expect(toast(page)).toContainText("User updated successfully.");
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Agent");
    await expect(row).toContainText("Away");
    await expect(row).toContainText("Own permissions");

    const saved = ((await (await api.get("/api/auth/admins")).json()) as AdminUser[]).find((user) => user._id === userId);
    expect(saved).toMatchObject({ role: "agent", away: true, phone: "+250788123456" });
    expect(saved?.permissions?.propertyManagement).toMatchObject({ deleteProperties: false, editProperties: true });
    expect(saved?.permissions?.leadManagement.viewAllLeads).toBe(true);

    // Their own toggles hold, though the defaults let staff delete properties.
    const agent = withHydration(await context.newPage());
    await signInWithForm(agent, { email, password });
    await agent.goto("/admin/properties");
    await agent.getByLabel("Search properties").fill(property.title);
    const card = agent.getByRole("article", { name: property.title }).first();
    await expect(card.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Delete" })).toHaveCount(0);

    // Deactivated: their session ends and signing in says why.
    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    await expect(dialog.getByRole("radio", { name: "Own permissions" })).toBeChecked();
    await expect(dialog.getByLabel("Phone")).toHaveValue("+250788123456");
    await dialog.getByRole("switch", { name: "Active" }).click();
    await dialog.getByRole("button", { name: "Save User" }).click();
    await expect(toast(page)).toContainText("User updated successfully.");
    await expect(row).toContainText("Inactive");
    await agent.goto("/admin/dashboard");
    await expect(agent).toHaveURL(/\/admin\/login/);
    await fillLogin(agent, email, password);
    await expect(agent.getByText("This account has been deactivated. Ask a superadmin to reactivate it.")).toBeVisible();
  } finally {
    await context.close();
    await api.delete(`/api/auth/admins/${userId}`);
    await api.dispose();
  }
});

test("a superadmin cannot deactivate or delete their own account from the list", async ({ page }) => {
  const api = await superadminApi();
  const me = ((await (await api.get("/api/auth/me")).json()) as { user: { username: string } }).user;
  await api.dispose();
  await signInWithForm(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("button", { name: `Delete ${me.username}`, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: `Edit ${me.username}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByRole("switch", { name: "Active" })).toBeDisabled();
  await expect(dialog.getByText("You cannot deactivate your own account.")).toBeVisible();
  // A superadmin is never limited: there are no toggles to set.
  await expect(dialog.getByText("A super admin can do everything.")).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Delete properties" })).toHaveCount(0);
});
