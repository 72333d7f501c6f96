import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { nextPublishDate } from "../services/blogs.ts";
import type { PublicCache } from "./public-cache.ts";

/** The channel the database announces public content changes on (migration 0002_public_content_changes). */
export const CONTENT_CHANNEL = "public_content";

/**
 * Keeps the cache true to the database: every change announced by any instance empties it, it is
 * bypassed while the announcements cannot be heard, and it empties itself when a scheduled article
 * goes live (no write announces that).
 */
export async function listenForContentChanges(
  database: Database,
  cache: PublicCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let refreshing: Promise<void> | undefined;
  let again = false;
  const refreshSchedule = () => {
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = nextPublishDate(database.db)
      .then((at) => cache.expireAt(at))
      .catch((error: unknown) => log.warn({ err: error }, "could not read the next publish date"))
      .finally(() => {
        refreshing = undefined;
        if (again) {
          again = false;
          refreshSchedule();
        }
      });
  };

  const stop = await database.listen(
    CONTENT_CHANNEL,
    (payload) => {
      const [table = "unknown", started] = payload.split(" ");
      const startedAt = Number(started);
      cache.invalidate({
        source: table,
        ...(Number.isFinite(startedAt) && { lagSeconds: Math.max(0, Date.now() / 1000 - startedAt) }),
      });
      refreshSchedule();
    },
    (listening) => {
      if (!listening) log.warn("content change notifications lost: the page cache is bypassed until they resume");
      cache.setListening(listening);
      if (listening) refreshSchedule();
    },
  );
  return async () => {
    await stop();
    await refreshing;
    cache.close();
  };
}
