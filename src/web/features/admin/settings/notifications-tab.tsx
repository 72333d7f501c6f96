import { useQuery } from "@tanstack/react-query";
import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { FormSwitch, FormSwitches, SettingsGroup } from "./controls.tsx";
import { MyNotifications } from "./my-notifications.tsx";

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
  ] as const;

/** Whether the server has an SMS provider (SMS_URL); until it is known, SMS cannot be switched. */
function useSmsConfigured() {
  const status = useQuery({
    queryKey: ["settings", "sms"],
    queryFn: () => ok(api.GET("/api/settings/sms")),
  });
  return status.data?.configured ?? false;
}

/** Each staff member's own notifications, then the agency's notification settings (superadmins save them). */
export function NotificationsTab({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const smsConfigured = useSmsConfigured();
  return (
    <div className="space-y-6">
      <MyNotifications />
      <SettingsGroup settings={settings} group="notificationSettings" canEdit={canEdit}>
        {(form) => (
          <div className="divide-y divide-slate-100">
            <FormSwitches form={form} switches={switches()} disabled={!canEdit} />
            {/* No setting may do nothing: without a provider, SMS stays off and says why. */}
            <FormSwitch
              form={form}
              name="smsNotifications"
              label={t("admin.settings.notifications.smsNotifications")}
              hint={
                smsConfigured
                  ? t("admin.settings.notifications.smsNotificationsHint")
                  : t("admin.settings.notifications.smsUnavailable")
              }
              disabled={!canEdit || !smsConfigured}
            />
          </div>
        )}
      </SettingsGroup>
    </div>
  );
}
