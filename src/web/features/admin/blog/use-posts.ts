import { useEffect, useRef, useState } from "react";
import { REFRESH_INTERVAL_MS } from "../../../lib/query.ts";
import { useRefresh, useResourceList } from "../resource/api.ts";
import { blogsApi } from "./api.ts";

/** After a dialog closes, the list is read again this much later (spec §4). */
export const REFRESH_AFTER_DIALOG_MS = 500;

/**
 * The posts. They reload by themselves except while `paused` (someone is writing a post or one is
 * being sent), once more shortly after a dialog closes (`refreshSoon`), and on 'Refresh'.
 */
export function usePosts(paused: boolean) {
  const list = useResourceList(blogsApi, {
    refetchInterval: paused ? false : REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: !paused,
  });
  const reload = useRefresh(blogsApi);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refreshSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), REFRESH_AFTER_DIALOG_MS);
  };

  const [refreshing, setRefreshing] = useState(false);
  async function refreshNow() {
    setRefreshing(true);
    try {
      await list.refetch();
    } finally {
      setRefreshing(false);
    }
  }

  return { list, refreshSoon, refreshNow, refreshing };
}
