/**
 * Makes a new embedded database in the folder given (PostgreSQL's initdb, as PGlite runs it), then
 * exits. Run in a process of its own by client.ts, for the memory it takes: see createPgliteFolder.
 */
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node pglite-create.ts <folder>");
const database = await PGlite.create(dir);
await database.close();
