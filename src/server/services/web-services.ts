import type { Db } from "../db/client.ts";
import { getProperty, listProperties } from "./properties.ts";

/** The data the server-rendered pages read, bound to the app's database. */
export function createWebServices(db: Db) {
  return {
    listProperties: () => listProperties(db),
    getProperty: (id: string) => getProperty(db, id),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
