import type { App } from "../app.ts";
import { sendDueAlerts } from "../services/saved-searches.ts";
import type { JobQueue } from "./queue.ts";

/** The queue of saved-search alerts (decision 0014): one run sends every alert that is due. */
export const SAVED_SEARCH_ALERTS = "saved-search-alerts";

/**
 * Alerts run on the job queue, once per occurrence across instances: every minute (instant alerts
 * within a minute; daily and weekly ones once their 07:00 has passed), and at once after staff
 * change listings, so an instant alert does not wait for the minute.
 */
export async function startAlertJobs(app: App, jobs: JobQueue): Promise<void> {
  await jobs.work(SAVED_SEARCH_ALERTS, async () => {
    const queued = await sendDueAlerts(app.db, app.linkKeys);
    if (queued > 0) app.kickOutbox();
    return { queued };
  });
  await jobs.schedule(SAVED_SEARCH_ALERTS, "* * * * *");
  app.listingsChanged = () => {
    jobs.send(SAVED_SEARCH_ALERTS).catch((error: unknown) => app.log.error({ err: error }, "could not queue the alerts job"));
  };
}
