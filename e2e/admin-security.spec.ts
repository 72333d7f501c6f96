import { Secret, TOTP } from "otpauth";
import { expect, fillLogin, type Page, request, seriousViolations, superadminApi, test, toast, unique } from "./fixtures.ts";

type SecuritySettings = { twoFactorAuth: boolean; loginAlerts: boolean };

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** What an authenticator app would show now for this key. */
const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });

test("a superadmin changes their password and signs in with two-factor", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await superadminApi();
  const before = ((await (await api.get("/api/settings")).json()) as { securitySettings: SecuritySettings }).securitySettings;
  const name = `e2e-security-${unique()}`;
  const email = `${name}@example.rw`;
  const oldPassword = "first-password-123";
  const newPassword = "second-password-456";
  const created = await api.post("/api/auth/register", {
    data: { username: name, email, password: oldPassword, role: "superadmin" },
  });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { _id: string })._id;
  try {
    await fillLogin(page, email, oldPassword);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Change password" })).toBeVisible();
    expect(await seriousViolations(page, "main")).toEqual([]);

    // The confirmation is checked in the browser first.
    await page.getByLabel("Current password").fill(oldPassword);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page)).toContainText("New passwords do not match.");
    await expect(page.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Current password")).toHaveValue(oldPassword);

    // A wrong current password: the spec's text with the server's reason.
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page)).toContainText("Failed to change password. Current password is incorrect");

    await page.getByLabel("Current password").fill(oldPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page)).toContainText("Password changed successfully.");
    await expect(page.getByLabel("Current password")).toHaveValue("");

    await signOut(page);
    await fillLogin(page, email, oldPassword);
    await expect(toast(page)).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/admin\/login/);
    await fillLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Two-factor: the setting on, then this user's enrolment.
    await page.goto("/admin/settings?tab=security");
    const setting = page.getByRole("switch", { name: "Two-factor authentication" });
    if ((await setting.getAttribute("aria-checked")) !== "true") await setting.click();
    await expect(setting).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    await expect(toast(page)).toContainText("Security settings updated successfully.");

    await page.getByRole("button", { name: "Set up" }).click();
    await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const secret = ((await page.getByRole("definition").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousViolations(page, "main")).toEqual([]);

    await page.getByLabel("6-digit code").fill("123");
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(page.getByText("Enter the 6 digits your app shows.")).toBeVisible();
    // Turning it on asks for the password, as turning it off does: a session alone cannot.
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(toast(page)).toContainText("Failed to enable two-factor authentication. Password is incorrect");
    await expect(page.getByRole("tabpanel").getByText("Not set up", { exact: true })).toBeVisible();
    await page.getByLabel("Your password").fill(newPassword);
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(toast(page)).toContainText("Two-factor authentication enabled.");
    await expect(page.getByRole("tabpanel").getByText("Enabled", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Users" }).click();
    await expect(page.getByRole("list", { name: "Admin users" }).getByRole("listitem").filter({ hasText: email })).toContainText(
      "2FA on",
    );

    await signOut(page);
    await fillLogin(page, email, newPassword);
    const code = page.getByLabel("6-digit code from your authenticator app");
    await expect(code).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    // The enabling code's 30-second step is spent (a code works once): the app's next code.
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();

    // Turned off again with the password.
    await page.goto("/admin/settings?tab=security");
    await page.getByLabel("Your password").fill(newPassword);
    await page.getByRole("button", { name: "Disable Two-Factor" }).click();
    await expect(toast(page)).toContainText("Two-factor authentication disabled.");
    await expect(page.getByRole("button", { name: "Set up" })).toBeVisible();
  } finally {
    await api.put("/api/settings/security-settings", { data: { ...before, twoFactorAuth: false } });
    await api.delete(`/api/auth/admins/${userId}`);
    await api.dispose();
  }
});

test("a superadmin resets a colleague's two-factor from Settings › Users, and the colleague is told by email", async ({
  adminPage: page,
  api,
  baseURL,
}) => {
  const name = `e2e-reset-${unique()}`;
  const email = `${name}@example.rw`;
  const password = "colleague-password-1";
  const created = await api.post("/api/auth/register", { data: { username: name, email, password, role: "manager" } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { _id: string })._id;
  const colleague = await request.newContext({ baseURL });
  try {
    const { token } = (await (await colleague.post("/api/auth/login", { data: { email, password } })).json()) as {
      token: string;
    };
    const asColleague = { authorization: `Bearer ${token}` };
    const { secret } = (await (await colleague.post("/api/auth/2fa/setup", { headers: asColleague })).json()) as {
      secret: string;
    };
    const enabled = await colleague.post("/api/auth/2fa/enable", {
      headers: asColleague,
      data: { code: totpCode(secret), password },
    });
    expect(enabled.status()).toBe(200);

    await page.goto("/admin/settings?tab=users");
    const row = page.getByRole("list", { name: "Admin users" }).getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText("2FA on");
    await row.getByRole("button", { name: `Reset 2FA of ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Reset this user's two-factor sign-in?" });
    await expect(dialog).toContainText(
      `${name} (${email}) will sign in with their password alone until they set up an authenticator app again. Their sessions end, and they are told by email.`,
    );
    expect(await seriousViolations(page, "[role=alertdialog]")).toEqual([]);
    await dialog.getByRole("button", { name: "Reset 2FA" }).click();
    await expect(toast(page)).toContainText(`Two-factor sign-in of ${name} reset. They were told by email.`);
    await expect(row).toContainText("2FA off");
    await expect(row.getByRole("button", { name: `Reset 2FA of ${name}` })).toHaveCount(0);

    // Their sessions ended, and the email is in the outbox.
    expect((await colleague.get("/api/auth/me", { headers: asColleague })).status()).toBe(401);
    const subjects = async () =>
      ((await (await api.get("/api/outbox")).json()) as { to: string; subject: string }[])
        .filter((message) => message.to === email)
        .map((message) => message.subject);
    await expect.poll(subjects).toContain("Your two-factor sign-in was reset");
  } finally {
    await colleague.dispose();
    await api.delete(`/api/auth/admins/${userId}`);
  }
});
