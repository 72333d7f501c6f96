import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type Settings, settingsSchema } from "../../../../domain/settings.ts";
import { type FieldName, type SchemaForm, useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useNotify } from "../resource/use-crud.ts";
import { settingsApi } from "./api.ts";

export function useSettings() {
  return useQuery({ queryKey: settingsApi.key, queryFn: settingsApi.get });
}

type GroupSchemas = typeof settingsSchema.shape;
/** A field's name in the form of group K ("homepageBanner.text" for a nested one). */
export type SettingsField<K extends keyof Settings> = FieldName<GroupSchemas[K]>;
export type SettingsForm<K extends keyof Settings> = SchemaForm<SettingsField<K>>;

/** A saved group as the form holds it: a switch is "on" or "off", as its hidden input sends it. */
function formValues(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === "boolean" ? (item ? "on" : "off") : item && typeof item === "object" ? formValues(item) : item,
    ]),
  );
}

/**
 * One settings group as a form on its zod schema, saved whole with a toast either way; the
 * server's per-field messages land at their fields. The form follows the saved settings (the page
 * refreshes them every 30 seconds) until the user edits it, so a refresh never overwrites what
 * they are typing; a save hands it back.
 */
export function useSettingsForm<K extends keyof Settings>(
  settings: Settings,
  group: K,
  messages: { updated: string; failed: string },
): SettingsForm<K> {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const saved = settings[group];
  const savedKey = JSON.stringify(saved);
  const followed = useRef(savedKey);
  const justSaved = useRef(false);
  const form = useSchemaForm(settingsSchema.shape[group], {
    defaultValue: formValues(saved) as never,
    editsSaved: true,
    onValid: async (value) => {
      try {
        const result = await settingsApi.save(group, value as Settings[K]);
        justSaved.current = JSON.stringify(result) !== followed.current;
        queryClient.setQueryData<Settings>(settingsApi.key, (old) => (old ? { ...old, [group]: result } : old));
        notify.success(t("admin.settings.successTitle"), messages.updated);
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), messages.failed, error);
        throw error;
      }
    },
  });

  useEffect(() => {
    if (followed.current === savedKey) return;
    followed.current = savedKey;
    if (justSaved.current || !form.dirty) form.reset();
    justSaved.current = false;
  });
  return form as SettingsForm<K>;
}
