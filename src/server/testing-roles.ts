import pg from "pg";

/**
 * Throwaway PostgreSQL databases for tests and CI scripts, set up as docs/deploy.md sets up
 * production: the owner role owns the database and its tables and runs the migrations
 * (DATABASE_OWNER_URL); the app role, neither superuser nor owner, is what the server runs as
 * (DATABASE_URL). Both roles are created on the server once, by a superuser's URL, and kept.
 */
export const TEST_ROLES = { owner: "kigali_test_owner", app: "kigali_test_app" } as const;

/** The URL of `serverUrl`'s server as `role` (with the server URL's password, if any) on database `name`. */
export function urlAs(serverUrl: string, role: string, name: string): string {
  const url = new URL(serverUrl);
  url.username = role;
  url.pathname = `/${name}`;
  return url.toString();
}

/** Database `name`'s URLs: as the app role (DATABASE_URL) and as the owner (DATABASE_OWNER_URL). */
export const databaseUrls = (serverUrl: string, name: string) => ({
  url: urlAs(serverUrl, TEST_ROLES.app, name),
  ownerUrl: urlAs(serverUrl, TEST_ROLES.owner, name),
});

/**
 * Creates the two login roles unless they exist (another run may be creating them at the same
 * moment); they get the password of `serverUrl`, if it has one.
 */
export async function createTestRoles(serverUrl: string) {
  const password = decodeURIComponent(new URL(serverUrl).password);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const role of Object.values(TEST_ROLES)) {
      await client.query(`do $$ begin
        if not exists (select from pg_roles where rolname = ${client.escapeLiteral(role)}) then
          create role ${client.escapeIdentifier(role)} login${password ? ` password ${client.escapeLiteral(password)}` : ""};
        end if;
      exception when duplicate_object or unique_violation then null;
      end $$`);
    }
  } finally {
    await client.end();
  }
}

/** Creates database `name` (a copy of `template` if given) owned by the owner role, and answers its URLs. */
export async function createTestDatabase(serverUrl: string, name: string, template?: string) {
  await createTestRoles(serverUrl);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(
      `create database ${client.escapeIdentifier(name)} owner ${client.escapeIdentifier(TEST_ROLES.owner)}${template ? ` template ${client.escapeIdentifier(template)}` : ""}`,
    );
  } finally {
    await client.end();
  }
  return databaseUrls(serverUrl, name);
}
