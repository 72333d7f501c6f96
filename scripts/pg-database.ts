import pg from "pg";

/** `node scripts/pg-database.ts create|drop SERVER_URL NAME`: a throwaway database for a CI run. */
const [action, serverUrl, name] = process.argv.slice(2);
if (!(action === "create" || action === "drop") || !serverUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  process.stderr.write("usage: node scripts/pg-database.ts create|drop SERVER_URL NAME\n");
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
await client.query(action === "create" ? `create database ${name}` : `drop database if exists ${name} with (force)`);
await client.end();
process.stdout.write(`${action === "create" ? "created" : "dropped"} database ${name}\n`);
