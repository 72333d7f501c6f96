import { z } from "zod";
import { NOTIFICATION_TYPES, type NotificationType } from "./enums.ts";

/** Where a staff member may get a kind of notification. */
export const NOTIFICATION_CHANNELS = ["bell", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelsSchema = z.strictObject({ bell: z.boolean(), email: z.boolean() });

/**
 * Each staff member's choice, per kind of notification, of the bell and email
 * (`GET/PUT /api/auth/me/notification-preferences`, stored in users.notification_prefs). The agency's
 * notification settings still come first: a kind or email turned off there reaches nobody.
 */
export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, channelsSchema])) as Record<NotificationType, typeof channelsSchema>,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Everything on, for staff who never chose. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, { bell: true, email: true }]),
) as NotificationPreferences;

/**
 * A stored choice read back: a kind missing or unreadable (a kind added since the choice was made)
 * takes the default, so a new kind reaches everyone until they turn it off.
 */
export function resolvePreferences(stored: unknown): NotificationPreferences {
  const saved = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const parsed = channelsSchema.safeParse(saved[type]);
      return [type, parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES[type]];
    }),
  ) as NotificationPreferences;
}

/** The kinds that tell of a new lead: these go by SMS too when the agency turned SMS on. */
export const LEAD_NOTIFICATION_TYPES = [
  "consultation",
  "inquiry",
  "viewing",
  "contact",
  "submission",
] as const satisfies readonly NotificationType[];

export const isLeadNotification = (type: NotificationType) => (LEAD_NOTIFICATION_TYPES as readonly string[]).includes(type);
