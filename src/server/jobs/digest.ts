import type { App } from "../app.ts";
import { sendDailyDigests } from "../services/digest.ts";
import type { JobQueue } from "./queue.ts";

/** The queue of the staff's morning digest. */
export const DAILY_DIGEST = "daily-digest";
/** Every day at 07:00, Africa/Kigali (the queue's schedules are in Kigali time). */
export const DIGEST_CRON = "0 7 * * *";

/**
 * The morning digest runs on the job queue: its schedule fires once a day across instances, and a
 * run repeated the same day (a retry) queues no second email (services/digest.ts). The queue does not
 * fire a 07:00 that passed while no instance was up, so each start queues a catch-up run, which does
 * nothing for whoever already had the day's digest.
 */
export async function startDigestJobs(app: App, jobs: JobQueue): Promise<void> {
  await jobs.work(DAILY_DIGEST, async (data) => {
    const catchUp = "catchUp" in data && data.catchUp === true;
    const queued = await sendDailyDigests(app.db, app.config.publicUrl, new Date(), { catchUp });
    if (queued > 0) app.kickOutbox();
    return { queued };
  });
  await jobs.schedule(DAILY_DIGEST, DIGEST_CRON);
  await jobs.send(DAILY_DIGEST, { catchUp: true });
}
