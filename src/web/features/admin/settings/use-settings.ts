import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Settings } from "../../../../domain/settings.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { apiFetch } from "../../../lib/api.ts";
import { SETTING_PATHS, withReason } from "./rules.ts";

export const SETTINGS_KEY = ["settings"] as const;

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => apiFetch<Settings>("/api/settings") });
}

/**
 * The form's copy of one settings group. It follows the server until the user edits it, so the
 * 30-second refresh never overwrites what they are typing; a save (or Cancel) hands it back.
 */
export function useDraft<T>(server: T | undefined) {
  const [draft, setDraft] = useState<T | undefined>(undefined);
  const value = draft ?? server;
  const update = (change: (current: T) => T) =>
    setDraft((current) => {
      const base = current ?? server;
      return base === undefined ? undefined : change(base);
    });
  return { value, dirty: draft !== undefined, update, reset: () => setDraft(undefined) };
}

/** Saves one settings group whole (PUT /api/settings/<group>) and says so in a toast. */
export function useSaveSetting<K extends keyof Settings>(
  key: K,
  messages: { updated: string; failed: string },
  onSaved?: () => void,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (value: Settings[K]) =>
      apiFetch<Settings[K]>(`/api/settings/${SETTING_PATHS[key]}`, { method: "PUT", json: value }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Settings>(SETTINGS_KEY, (old) => (old ? { ...old, [key]: saved } : old));
      onSaved?.();
      toast({ title: t("admin.settings.successTitle"), description: messages.updated, variant: "success" });
    },
    onError: (error) =>
      toast({ title: t("admin.settings.errorTitle"), description: withReason(messages.failed, error), variant: "destructive" }),
  });
}
