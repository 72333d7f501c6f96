import { eq, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, type PublicSettings, type Settings } from "../../domain/settings.ts";
import type { DbOrTx } from "../db/client.ts";
import { type SettingKey, settings } from "../db/schema.ts";

/** One settings group; the default when it has never been saved. */
export async function getSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return (row?.value as Settings[K] | undefined) ?? DEFAULT_SETTINGS[key];
}

export async function getAllSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select().from(settings);
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_SETTINGS, ...saved } as Settings;
}

export async function putSetting<K extends SettingKey>(db: DbOrTx, key: K, value: Settings[K]): Promise<Settings[K]> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  return value;
}

export async function getPublicSettings(db: DbOrTx): Promise<PublicSettings> {
  const all = await getAllSettings(db);
  return {
    companyInfo: all.companyInfo,
    websiteSettings: all.websiteSettings,
    maintenanceMode: all.systemPreferences.maintenanceMode,
    pricingSettings: all.pricingSettings,
  };
}
