import { hostname } from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { queueFailureReport } from "../src/server/services/failure-report.ts";

/**
 * `npm run report-failure -- UNIT`: emails every superadmin that the systemd unit UNIT failed, through
 * the outbox (run by deploy/kigali-estates-backup-failed.service, the backup's OnFailure= unit), and
 * says so in one line for the journal. On the embedded database it runs while the server is stopped.
 */
const unit = process.argv[2];
if (!unit || unit.startsWith("-")) {
  process.stderr.write("usage: npm run report-failure -- UNIT   (the systemd unit that failed)\n");
  process.exit(2);
}

// First, so the journal has it even when the database cannot be reached.
process.stderr.write(`${unit} failed.\n`);
try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  try {
    const told = await queueFailureReport(database.db, { unit, host: hostname(), at: new Date() });
    process.stderr.write(
      told.length > 0 ? `Emailed the superadmins: ${told.join(", ")}.\n` : "There is no active superadmin to email.\n",
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
