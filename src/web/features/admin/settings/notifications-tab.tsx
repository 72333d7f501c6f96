import type { Settings } from "../../../../domain/settings.ts";
import { SaveButton, Section, SwitchRow } from "./controls.tsx";
import { st } from "./texts.ts";
import { useDraft, useSaveSetting } from "./use-settings.ts";

type NotificationSettings = Settings["notificationSettings"];
const FIELDS = ["newSubmissions", "newConsultations", "emailNotifications", "smsNotifications"] as const;
const HINTS: Record<(typeof FIELDS)[number], string> = {
  newSubmissions: st.notifications.newSubmissionsHint,
  newConsultations: st.notifications.newConsultationsHint,
  emailNotifications: st.notifications.emailNotificationsHint,
  smsNotifications: st.notifications.smsNotificationsHint,
};

export function NotificationsTab({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<NotificationSettings>(settings.notificationSettings);
  const save = useSaveSetting("notificationSettings", st.notifications, draft.reset);
  const value = draft.value ?? settings.notificationSettings;
  return (
    <Section title={st.notifications.heading}>
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
              label={st.notifications[field]}
              hint={HINTS[field]}
              checked={value[field]}
              disabled={!canEdit}
              onChange={(checked) => draft.update((current) => ({ ...current, [field]: checked }))}
            />
          ))}
        </div>
        {canEdit && <SaveButton busy={save.isPending} label={st.notifications.save} />}
      </form>
    </Section>
  );
}
