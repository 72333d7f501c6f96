import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS } from "../../domain/settings.ts";
import type { Db } from "../db/client.ts";
import { properties, SETTING_KEYS, settings, users } from "../db/schema.ts";
import { seedDemo } from "../db/seed.ts";
import type { Storage } from "../storage/storage.ts";
import { hashPassword } from "./passwords.ts";

export const GENERATED_ADMIN_EMAIL = "admin@kigaliestates.rw";

export type BootstrapResult = {
  seeded: boolean;
  /** Set only when this start created the first superadmin. */
  createdAdmin?: { email: string; password?: string };
  adminEmail: string;
};

/**
 * First-start work: default settings, demo content and the first superadmin. A second start finds
 * the settings in place and seeds nothing.
 */
export async function bootstrap(
  db: Db,
  storage: Storage,
  options: { seedDemo: boolean; admin?: { email: string; password: string } | undefined; log: (msg: string) => void },
): Promise<BootstrapResult> {
  const [settingsCount] = await db.select({ n: count() }).from(settings);
  const [propertiesCount] = await db.select({ n: count() }).from(properties);
  let seeded = false;
  // A start that crashed after seeding but before saving the settings must not seed twice.
  if (settingsCount?.n === 0 && propertiesCount?.n === 0 && options.seedDemo) {
    // One line: a site meant to start empty sees at once that it has demo content, and how to remove it.
    options.log("Empty database: adding the demo content (SEED_DEMO; `npm run demo:remove` takes it out)…");
    await seedDemo(db, storage, () => {});
    seeded = true;
  }
  await db
    .insert(settings)
    .values(SETTING_KEYS.map((key) => ({ key, value: DEFAULT_SETTINGS[key] })))
    .onConflictDoNothing();

  const admin = await ensureFirstAdmin(db, options.admin);
  return { seeded, ...admin };
}

async function ensureFirstAdmin(
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<Pick<BootstrapResult, "createdAdmin" | "adminEmail">> {
  if (admin) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()))
      .limit(1);
    if (existing) return { adminEmail: admin.email };
    await db.insert(users).values({
      username: "Administrator",
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: "superadmin",
    });
    return { adminEmail: admin.email, createdAdmin: { email: admin.email } };
  }
  const [first] = await db.select({ email: users.email }).from(users).where(eq(users.role, "superadmin")).limit(1);
  if (first) return { adminEmail: first.email };
  const password = randomBytes(12).toString("base64url");
  await db.insert(users).values({
    username: "Administrator",
    email: GENERATED_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    role: "superadmin",
  });
  return { adminEmail: GENERATED_ADMIN_EMAIL, createdAdmin: { email: GENERATED_ADMIN_EMAIL, password } };
}
