import { appendNote } from "../../domain/notes.ts";
import type { DbOrTx } from "../db/client.ts";
import { getSetting } from "./settings.ts";

/**
 * The column change for a staff note on a lead: the note stamped in the agency's timezone and
 * appended to the earlier ones; no change when no note was sent.
 */
export async function noteAppended(db: DbOrTx, notes: string, note: string | undefined, now: Date): Promise<{ notes?: string }> {
  if (!note) return {};
  const { timezone } = await getSetting(db, "systemPreferences");
  return { notes: appendNote(notes, note, now, timezone) };
}
