import { E2E_ADMIN, expect, signInWithForm, test } from "./fixtures.ts";

test("signed-out visitors go to the login and come back to the page they asked for", async ({ page }) => {
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Don't have an account? Contact the system administrator.")).toBeVisible();

  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByText("Welcome to the admin dashboard!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Contacts" })).toBeVisible();
});

test("the shell shows the menu in order, the user chip, and logs out", async ({ page, isMobile }) => {
  await signInWithForm(page);

  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Admin Menu" })).toBeVisible();
  }
  const nav = isMobile
    ? page.getByRole("dialog", { name: "Admin Menu" })
    : page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Properties",
    "Developments",
    "Submissions",
    "Blog",
    "Consultations",
    "Viewings",
    "Contacts",
    "People",
    "Reports",
    "Settings",
    "Audit log",
  ]);
  if (isMobile) await page.keyboard.press("Escape");
  else {
    // Every entry is in sight at once, on a laptop and on the narrowest screen with the menu in the
    // top bar: the menu wraps rather than scrolling sideways.
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 720 });
      for (const link of await nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
      expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  }

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page.getByText("You have been logged out of the admin dashboard.")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});
