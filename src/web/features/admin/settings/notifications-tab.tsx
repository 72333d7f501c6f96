import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { SaveButton, Section, SwitchRow } from "./controls.tsx";
import { useDraft, useSaveSetting } from "./use-settings.ts";

type NotificationSettings = Settings["notificationSettings"];
const FIELDS = ["newSubmissions", "newConsultations", "emailNotifications", "smsNotifications"] as const;
const HINTS: Record<(typeof FIELDS)[number], string> = {
  newSubmissions: t("admin.settings.notifications.newSubmissionsHint"),
  newConsultations: t("admin.settings.notifications.newConsultationsHint"),
  emailNotifications: t("admin.settings.notifications.emailNotificationsHint"),
  smsNotifications: t("admin.settings.notifications.smsNotificationsHint"),
};

export function NotificationsTab({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<NotificationSettings>(settings.notificationSettings);
  const save = useSaveSetting(
    "notificationSettings",
    { updated: t("admin.settings.notifications.updated"), failed: t("admin.settings.notifications.failed") },
    draft.reset,
  );
  const value = draft.value ?? settings.notificationSettings;
  return (
    <Section title={t("admin.settings.notifications.heading")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(value);
        }}
      >
        <div className="divide-y divide-slate-100">
          {FIELDS.map((field) => (
            <SwitchRow
              key={field}
              label={tOptional(`admin.settings.notifications.${field}`) ?? field}
              hint={HINTS[field]}
              checked={value[field]}
              disabled={!canEdit}
              onChange={(checked) => draft.update((current) => ({ ...current, [field]: checked }))}
            />
          ))}
        </div>
        {canEdit && <SaveButton busy={save.isPending} label={t("admin.settings.notifications.save")} />}
      </form>
    </Section>
  );
}
