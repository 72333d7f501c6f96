import { eq } from "drizzle-orm";
import { type NotificationPreferences, resolvePreferences } from "../../domain/notification-preferences.ts";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { notFound } from "../http-error.ts";

/** A staff member's choice of notifications in the bell and by email, every kind filled in. */
export async function getNotificationPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select({ prefs: users.notificationPrefs }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User not found");
  return resolvePreferences(row.prefs);
}

/** Replaces a staff member's own choice (validated whole by notificationPreferencesSchema). */
export async function setNotificationPreferences(
  db: DbOrTx,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const [row] = await db
    .update(users)
    .set({ notificationPrefs: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ prefs: users.notificationPrefs });
  if (!row) throw notFound("User not found");
  return resolvePreferences(row.prefs);
}
