import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { GroupForm, GroupSwitches, Section } from "./controls.tsx";
import { useSettingsGroup } from "./use-settings.ts";

const SWITCHES = [
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
  const group = useSettingsGroup(settings, "notificationSettings", {
    updated: t("admin.settings.notifications.updated"),
    failed: t("admin.settings.notifications.failed"),
  });
  return (
    <Section title={t("admin.settings.notifications.heading")}>
      <GroupForm group={group} canEdit={canEdit} saveLabel={t("admin.settings.notifications.save")}>
        <GroupSwitches group={group} switches={SWITCHES} disabled={!canEdit} />
      </GroupForm>
    </Section>
  );
}
