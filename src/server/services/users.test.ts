import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, outbox, users } from "../db/schema.ts";
import { createStaff, useTestContext } from "../testing.ts";
import { deleteUser, describeUserAgent, signIn, updateUser } from "./users.ts";

describe("users service", () => {
  const t = useTestContext();

  it("never removes or demotes the last superadmin", async () => {
    const boss = await createStaff(t, { role: "superadmin", email: "only.boss@kigaliestates.rw" });
    const admin = await createStaff(t, { role: "manager" });
    await expect(deleteUser(t.db, boss.id, admin.id)).rejects.toMatchObject({
      statusCode: 409,
      message: "The last superadmin cannot be deleted",
    });
    await expect(
      updateUser(t.db, boss.id, { username: "Boss", email: "only.boss@kigaliestates.rw", role: "manager" }, boss.id),
    ).rejects.toMatchObject({ statusCode: 409, message: "The last superadmin cannot be demoted" });
    // Through the API as well: the only superadmin demoting themselves.
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/auth/admins/${boss.id}`,
      headers: boss.headers,
      payload: { username: "Boss", email: "only.boss@kigaliestates.rw", role: "manager" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "The last superadmin cannot be demoted" });
    const [row] = await t.db.select().from(users).where(eq(users.id, boss.id));
    expect(row?.role).toBe("superadmin");

    // With a second superadmin, one may go.
    const second = await createStaff(t, { role: "superadmin" });
    await updateUser(t.db, second.id, { username: "Second", email: second.email, role: "manager" }, boss.id);
    await expect(deleteUser(t.db, boss.id, admin.id)).rejects.toMatchObject({ statusCode: 409 });
    await updateUser(t.db, second.id, { username: "Second", email: second.email, role: "superadmin" }, boss.id);
    await deleteUser(t.db, second.id, boss.id);
    expect(await t.db.select().from(users).where(eq(users.id, second.id))).toEqual([]);
  });

  it("emails a login alert to the user's own address when the server can send mail", async () => {
    const staff = await createStaff(t, { role: "manager", username: "Olivier Nkusi" });
    const result = await signIn(
      t.db,
      { email: staff.email, password: staff.password },
      {
        ip: "10.9.0.1",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1",
        deviceToken: undefined,
        fromBrowser: true,
        canEmail: true,
        publicUrl: "https://kigaliestates.rw",
      },
    );
    expect(result).toMatchObject({ outcome: "signed-in", emailQueued: true });
    const emails = await t.db.select().from(outbox);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: staff.email, subject: "New sign-in", status: "pending" });
    expect(emails[0]?.body).toContain("Olivier Nkusi signed in from a new browser (Safari on iOS)");
    expect(emails[0]?.body).toContain("https://kigaliestates.rw/admin/settings");
    const [alert] = await t.db.select().from(notifications).where(eq(notifications.type, "login"));
    expect(alert?.message).toContain("Olivier Nkusi");
  });

  it("summarises user agents in the reader's language", () => {
    expect(describeUserAgent(undefined, "en")).toBe("an unknown browser");
    expect(describeUserAgent(undefined, "fr")).toBe("un navigateur inconnu");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
        "en",
      ),
    ).toBe("Edge on Windows");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
        "en",
      ),
    ).toBe("Chrome on macOS");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
        "fr",
      ),
    ).toBe("Chrome sous macOS");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
        "en",
      ),
    ).toBe("Chrome on Android");
    expect(describeUserAgent("PostmanRuntime/7.42.0", "fr")).toBe("PostmanRuntime/7.42.0");
  });
});
