import pg from "pg";
import { createTestDatabase, createTestRoles, TEST_ROLES } from "../src/server/testing-roles.ts";

/**
 * `node scripts/pg-database.ts create|drop SERVER_URL NAME`: a throwaway database for a CI run, owned
 * by the owner role of src/server/testing-roles.ts (the server runs on it as the app role).
 * `node scripts/pg-database.ts roles SERVER_URL`: creates those two roles unless they exist.
 * SERVER_URL is a superuser's.
 */
const [action, serverUrl, name] = process.argv.slice(2);
const valid =
  (action === "roles" && serverUrl) ||
  ((action === "create" || action === "drop") && serverUrl && name && /^[a-z_][a-z0-9_]*$/.test(name));
if (!valid || !serverUrl) {
  process.stderr.write("usage: node scripts/pg-database.ts create|drop SERVER_URL NAME, or roles SERVER_URL\n");
  process.exit(2);
}
if (action === "roles") {
  await createTestRoles(serverUrl);
  process.stdout.write(
    `roles ${TEST_ROLES.owner} (owns the databases) and ${TEST_ROLES.app} (the app's, owns nothing) are there\n`,
  );
} else if (action === "create") {
  await createTestDatabase(serverUrl, name as string);
  process.stdout.write(`created database ${name}, owned by ${TEST_ROLES.owner}\n`);
} else {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
  process.stdout.write(`dropped database ${name}\n`);
}
