import { E2E_ADMIN, expect, type Locator, type Page, signIn, test } from "./fixtures.ts";

/** Presses Tab `times` times and returns the elements focused outside `inside` (none when focus is trapped). */
async function tabEscapes(page: Page, inside: Locator, times: number): Promise<string[]> {
  const escaped: string[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press("Tab");
    const outside = await inside.evaluate((box) => {
      const active = document.activeElement;
      return active && active !== document.body && !box.contains(active) ? active.outerHTML.slice(0, 80) : null;
    });
    if (outside) escaped.push(outside);
  }
  return escaped;
}

const focusInside = (box: Locator) => box.evaluate((element) => element.contains(document.activeElement));

/** A phone-sized screen (360 px) for the shell's panels; the desktop project has no hamburger menu. */
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * Opens the panel `name` with `trigger` on the 360 px screen: it takes focus, fits the screen, keeps
 * focus over `tabs` presses of Tab, and Escape closes it and gives focus back to the trigger.
 */
async function checkPhonePanel(page: Page, trigger: Locator, name: string, tabs: number) {
  await trigger.click();
  const panel = page.getByRole("dialog", { name });
  await expect(panel).toBeVisible();
  expect(await focusInside(panel)).toBe(true);
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await tabEscapes(page, panel, tabs)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe("dialogs", () => {
  // The phone project covers the same panels at 360 px in the block below.
  test.skip(({ isMobile }) => isMobile, "desktop behaviour; the phone panels are tested below at 360 px");

  test.beforeEach(async ({ page }) => {
    // No native alert or confirm may appear: every question is asked in the page.
    page.on("dialog", (dialog) => {
      throw new Error(`native ${dialog.type()} dialog: ${dialog.message()}`);
    });
    await signIn(page);
    await page.goto("/admin/properties");
  });

  test("take focus, keep it, lock the page's scroll, close on Escape and give focus back", async ({ page }) => {
    const add = page.getByRole("button", { name: "Add New Property" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await expect(dialog).toBeVisible();
    expect(await focusInside(dialog)).toBe(true);
    expect(await tabEscapes(page, dialog, 40)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // The page behind is inert: even a script cannot focus its controls.
    const focusable = await add.evaluate((button: HTMLElement) => {
      button.focus();
      return document.activeElement === button;
    });
    expect(focusable).toBe(false);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("with unsaved edits, closing asks first in the page", async ({ page }) => {
    const add = page.getByRole("button", { name: "Add New Property" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Title", { exact: true }).fill("Half-typed villa");
    const confirm = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });

    await page.keyboard.press("Escape");
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("What you changed in this form will be lost.");
    await expect(confirm.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Half-typed villa");

    // Escape in the question answers it ('keep editing'), it does not close the form too.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();

    // A click on the backdrop asks as well; discarding closes the form, and it opens empty again.
    await page.mouse.click(5, 5);
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await add.click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");
    // Nothing typed: Escape closes at once.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(confirm).toHaveCount(0);
  });

  test("the form's own Cancel asks the same question when there are unsaved edits", async ({ page }) => {
    const add = page.getByRole("button", { name: "Add New Property" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    const confirm = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await dialog.getByLabel("Title", { exact: true }).fill("Half-typed villa");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Half-typed villa");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await confirm.getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();
    // Nothing typed: Cancel closes at once.
    await add.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(confirm).toHaveCount(0);
  });

  test("a drag that starts inside and ends on the backdrop does not close it; a click there does", async ({ page }) => {
    await page.getByRole("button", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    const box = await dialog.getByLabel("Title", { exact: true }).boundingBox();
    if (!box) throw new Error("the Title field has no box");
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();

    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test.describe("toasts", () => {
  // One toaster serves every screen size: running it twice adds nothing.
  test.skip(({ isMobile }) => isMobile, "the same toaster on every screen");

  test("an error is announced assertively, stays while hovered or focused, and has a close button", async ({ page }) => {
    await page.goto("/admin/login");
    await page.clock.install();
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Login Failed" });
    await expect(toast).toContainText("Invalid email or password");
    await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toHaveAttribute("aria-live", "assertive");

    await toast.hover();
    await page.clock.runFor(8000);
    await expect(toast).toContainText("Login Failed");
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(toast).toHaveCount(0);

    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss" }).focus();
    await page.clock.runFor(8000);
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("a success is announced politely, and a new toast replaces the last", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const success = page.getByRole("status").filter({ hasText: "Login Successful" });
    await expect(success).toHaveAttribute("aria-live", "polite");
    await expect(success).toContainText("Welcome to the admin dashboard!");
    await expect(page.getByText("Login Failed")).toHaveCount(0);
  });
});

test.describe("shell panels on a 360 px phone", () => {
  test.use(phone);

  test("the admin drawer and the notification panel fit, hold focus, close on Escape and give focus back", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/dashboard");
    await checkPhonePanel(page, page.getByRole("button", { name: "Open menu" }), "Admin Menu", 15);
    await checkPhonePanel(page, page.getByRole("button", { name: /^Notifications/ }), "Notifications", 10);
  });

  test("the public menu lists each destination once and closes on Escape", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "Properties",
      "Developments",
      "About",
      "Blog",
      "Contact",
      "List With Us",
      "Admin",
      // The same page in each language.
      "English",
      "Ikinyarwanda",
      "Français",
    ]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});
