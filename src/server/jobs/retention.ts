import type { App } from "../app.ts";
import { anonymiseExpiredLeads } from "../services/personal-data.ts";
import type { JobQueue } from "./queue.ts";

/** The queue that anonymises closed leads, messages and submissions past the retention period (crmSettings.retentionMonths). */
export const LEAD_RETENTION = "lead-retention";
/** Every day at 02:30, Africa/Kigali: a quiet hour. */
export const RETENTION_CRON = "30 2 * * *";

/** Once a day across instances; a repeated run finds nothing more to anonymise. */
export async function startRetentionJobs(app: App, jobs: JobQueue): Promise<void> {
  await jobs.work(LEAD_RETENTION, () => anonymiseExpiredLeads(app.db));
  await jobs.schedule(LEAD_RETENTION, RETENTION_CRON);
}
