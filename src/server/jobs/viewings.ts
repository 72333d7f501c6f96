import type { App } from "../app.ts";
import { sendViewingReminders } from "../services/viewings.ts";
import type { JobQueue } from "./queue.ts";

/** The queue of viewing reminders: one run reminds every viewing starting within 24 hours that has not been reminded. */
export const VIEWING_REMINDERS = "viewing-reminders";

/**
 * Reminders run on the job queue every five minutes, once per occurrence across instances; each
 * viewing is claimed as it is reminded (src/server/services/viewings.ts), so even two runs at
 * once send one reminder.
 */
export async function startViewingJobs(app: App, jobs: JobQueue): Promise<void> {
  await jobs.work(VIEWING_REMINDERS, async () => {
    const reminded = await sendViewingReminders(app.db, app.linkKeys);
    if (reminded > 0) app.kickOutbox();
    return { reminded };
  });
  await jobs.schedule(VIEWING_REMINDERS, "*/5 * * * *");
}
