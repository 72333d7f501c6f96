import { QueryClient } from "@tanstack/react-query";

/** Back-office lists reload every 30 seconds and when the window regains focus. */
export const REFRESH_INTERVAL_MS = 30_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: REFRESH_INTERVAL_MS, refetchOnWindowFocus: true, retry: 1, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}
