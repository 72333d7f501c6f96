import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { FormSwitches, SettingsGroup } from "./controls.tsx";

const switches = () =>
  [
    ["newSubmissions", t("admin.settings.notifications.newSubmissions"), t("admin.settings.notifications.newSubmissionsHint")],
    [
      "newConsultations",
      t("admin.settings.notifications.newConsultations"),
      t("admin.settings.notifications.newConsultationsHint"),
    ],
    [
      "emailNotifications",
      t("admin.settings.notifications.emailNotifications"),
      t("admin.settings.notifications.emailNotificationsHint"),
    ],
    [
      "smsNotifications",
      t("admin.settings.notifications.smsNotifications"),
      t("admin.settings.notifications.smsNotificationsHint"),
    ],
  ] as const;

export function NotificationsTab({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="notificationSettings" canEdit={canEdit}>
      {(form) => <FormSwitches form={form} switches={switches()} disabled={!canEdit} />}
    </SettingsGroup>
  );
}
