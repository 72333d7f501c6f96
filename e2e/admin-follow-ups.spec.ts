import type { APIRequestContext } from "@playwright/test";
import { admin, expect, signIn, test, toast, unique } from "./fixtures.ts";

/** A staff member of the given role, added by the e2e superadmin; their id and how they sign in. */
async function addStaff(api: APIRequestContext, role: "agent" | "manager") {
  const credentials = { email: `${role}-${unique()}@kigaliestates.rw`, password: `${role} password for e2e` };
  const registered = await api.post("/api/auth/register", {
    data: { username: `E2E ${role} ${unique()}`, role, ...credentials },
  });
  expect(registered.status()).toBe(201);
  const { _id } = (await registered.json()) as { _id: string };
  return { id: _id, credentials };
}

/** A website lead whose follow-up falls due in a minute: today's, for whoever sees unassigned leads. */
async function leadDueToday(api: APIRequestContext, name: string) {
  const sent = await api.post("/api/consultations", {
    data: { name, email: `${unique()}@example.rw`, message: "Please call me back about a house in Kicukiro." },
  });
  expect(sent.status()).toBe(201);
  const { _id } = (await sent.json()) as { _id: string };
  const followUpDate = new Date(Date.now() + 60_000).toISOString();
  const scheduled = await api.put(`/api/consultations/${_id}`, { data: { followUpDate, notes: "Call back" } });
  expect(scheduled.status()).toBe(200);
  return _id;
}

test("an agent sees the follow-ups due on the dashboard, completes one and snoozes another", async ({ page, api }) => {
  const agent = await addStaff(api, "agent");
  const first = `Follow-up One ${unique()}`;
  const second = `Follow-up Two ${unique()}`;
  const leads = [await leadDueToday(api, first), await leadDueToday(api, second)];
  try {
    await signIn(page, agent.credentials);
    await page.goto("/admin/dashboard");
    const panel = page.getByRole("region", { name: "Follow-ups" });
    await expect(panel.getByRole("link", { name: first })).toBeVisible();
    await expect(panel.getByRole("link", { name: second })).toBeVisible();
    await expect(panel.getByRole("listitem").filter({ hasText: first })).toContainText("Due today");
    // The bell counts the follow-ups due, beside the unread notifications.
    await expect(page.getByRole("button", { name: /follow-ups? due/ })).toBeVisible();

    await panel.getByRole("button", { name: `Complete the follow-up with ${first}` }).click();
    await expect(toast(page)).toContainText("Follow-up completed");
    await expect(panel.getByRole("link", { name: first })).toHaveCount(0);

    await panel.getByRole("button", { name: `Snooze the follow-up with ${second}` }).click();
    const dialog = page.getByRole("dialog", { name: `Snooze the follow-up with ${second}` });
    await dialog.getByRole("button", { name: "Tomorrow 09:00" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText("Follow-up snoozed until");
    await expect(panel.getByRole("link", { name: second })).toHaveCount(0);

    // Both stay done after a reload: the server has them.
    await page.reload();
    await expect(panel.getByRole("heading", { name: "Follow-ups" })).toBeVisible();
    await expect(panel.getByText(first)).toHaveCount(0);
    await expect(panel.getByText(second)).toHaveCount(0);
    await admin.expectAccessible(page);
  } finally {
    for (const id of leads) await api.delete(`/api/consultations/${id}`);
    await api.delete(`/api/auth/admins/${agent.id}`);
  }
});

test("a notification opens its record, and Mark all as read clears the bell's badge", async ({ page, api }) => {
  const manager = await addStaff(api, "manager");
  const subject = `Notified ${unique()}`;
  const sent = await page.request.post("/api/contacts", {
    data: { name: "Claudine Uwera", email: "claudine@example.rw", subject, message: "Is the flat in Kimihurura free?" },
  });
  expect(sent.status()).toBe(201);
  const { _id: contactId } = (await sent.json()) as { _id: string };
  try {
    await signIn(page, manager.credentials);
    await page.goto("/admin/dashboard");
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread/ });
    await expect(bell).toBeVisible();

    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    const notification = panel.getByRole("listitem").filter({ hasText: subject });
    await notification.getByRole("link", { name: "New contact message" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/contacts\\?open=${contactId}$`));
    await expect(page.getByRole("dialog")).toContainText(subject);
    await page.keyboard.press("Escape");

    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(toast(page)).toContainText("All notifications marked as read");
    await expect(panel.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("button", { name: /^Notifications/ })).not.toHaveAccessibleName(/unread/);
    await page.reload();
    await expect(page.getByRole("button", { name: /^Notifications/ })).not.toHaveAccessibleName(/unread/);
  } finally {
    await api.delete(`/api/contacts/${contactId}`);
    await api.delete(`/api/auth/admins/${manager.id}`);
  }
});
