import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useNotify } from "../resource/use-crud.ts";
import { settingsApi } from "./api.ts";

export function useSettings() {
  return useQuery({ queryKey: settingsApi.key, queryFn: settingsApi.get });
}

/**
 * The form's copy of one settings group. It follows the server until the user edits it, so the
 * 30-second refresh never overwrites what they are typing; a save (or Cancel) hands it back.
 */
function useDraft<T>(server: T) {
  const [draft, setDraft] = useState<T | undefined>(undefined);
  const update = (change: (current: T) => T) => setDraft((current) => change(current ?? server));
  return { value: draft ?? server, update, reset: () => setDraft(undefined) };
}

/**
 * One settings group as a form: its draft, and a submit that saves the group whole and says so in
 * a toast. `prepare` turns the draft into what is sent (trimmed, say).
 */
export function useSettingsGroup<K extends keyof Settings>(
  settings: Settings,
  group: K,
  messages: { updated: string; failed: string },
  prepare: (value: Settings[K]) => Settings[K] = (value) => value,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const draft = useDraft<Settings[K]>(settings[group]);
  const save = useMutation({
    mutationFn: (value: Settings[K]) => settingsApi.save(group, value),
    onSuccess: (saved) => {
      queryClient.setQueryData<Settings>(settingsApi.key, (old) => (old ? { ...old, [group]: saved } : old));
      draft.reset();
      notify.success(t("admin.settings.successTitle"), messages.updated);
    },
    onError: (error) => notify.failure(t("admin.settings.errorTitle"), messages.failed, error),
  });
  return {
    value: draft.value,
    update: draft.update,
    busy: save.isPending,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (!save.isPending) save.mutate(prepare(draft.value));
    },
  };
}
