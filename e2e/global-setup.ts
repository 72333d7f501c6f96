import { type DatabaseKind, postgresServerUrl, seedTemplates } from "./servers.ts";

/** Seeds the data every worker's server starts from: PGlite always, PostgreSQL when E2E_DATABASE_URL names a server. */
export default async function globalSetup() {
  const databases: DatabaseKind[] = postgresServerUrl() ? ["pglite", "postgres"] : ["pglite"];
  return seedTemplates(databases);
}
