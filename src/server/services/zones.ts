import { asc, eq } from "drizzle-orm";
import type { Zone, ZoneCreateInput, ZoneUpdateInput } from "../../domain/zone.ts";
import type { DbOrTx } from "../db/client.ts";
import { landUseZones } from "../db/schema.ts";
import { conflict, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";

export const ZONE_NOT_FOUND = "Zone not found";
const zoneTaken = (code: string) => `A zone with code ${code} already exists`;

const present = (row: typeof landUseZones.$inferSelect): Zone => ({ code: row.code, name: row.name });

/** Every zone, by code. */
export async function listZones(db: DbOrTx): Promise<Zone[]> {
  return (await db.select().from(landUseZones).orderBy(asc(landUseZones.code))).map(present);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Two staff adding one code at once: the primary key decides, and the second hears 409 like the first would. */
async function uniquely<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(zoneTaken(code));
    throw error;
  }
}

export async function createZone(db: DbOrTx, input: ZoneCreateInput, actorId: string): Promise<Zone> {
  return uniquely(input.code, () =>
    db.transaction(async (tx) => {
      const [taken] = await tx.select().from(landUseZones).where(eq(landUseZones.code, input.code));
      if (taken) throw conflict(zoneTaken(input.code));
      const [row] = await tx.insert(landUseZones).values({ code: input.code, name: input.name }).returning();
      if (!row) throw new Error("zone insert returned nothing");
      await logActivity(tx, {
        action: "Zone added",
        details: `${row.code}: ${row.name}`,
        status: "updated",
        entityType: "zone",
        actorId,
      });
      return present(row);
    }),
  );
}

/** Renames a zone or changes its code; listings in it follow the new code (ON UPDATE CASCADE). */
export async function updateZone(db: DbOrTx, code: string, patch: ZoneUpdateInput, actorId: string): Promise<Zone> {
  const newCode = patch.code ?? code;
  return uniquely(newCode, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(landUseZones).where(eq(landUseZones.code, code)).for("update");
      if (!current) throw notFound(ZONE_NOT_FOUND);
      if (newCode !== code) {
        const [taken] = await tx.select().from(landUseZones).where(eq(landUseZones.code, newCode));
        if (taken) throw conflict(zoneTaken(newCode));
      }
      const [row] = await tx
        .update(landUseZones)
        .set({ code: newCode, name: patch.name ?? current.name })
        .where(eq(landUseZones.code, code))
        .returning();
      if (!row) throw notFound(ZONE_NOT_FOUND);
      await logActivity(tx, {
        action: "Zone updated",
        details: `${row.code}: ${row.name}`,
        status: "updated",
        entityType: "zone",
        actorId,
      });
      return present(row);
    }),
  );
}
