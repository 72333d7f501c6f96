import type { FormEvent } from "react";
import { changePasswordFormSchema } from "../../../../domain/auth.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { useAdminSession } from "../session.ts";
import { accountApi } from "./api.ts";
import { GroupForm, GroupSwitches, Section } from "./controls.tsx";
import { toastProblem } from "./rules.ts";
import { TwoFactorEnrolment } from "./two-factor.tsx";
import { useSettingsGroup } from "./use-settings.ts";

export function SecurityTab({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <div className="space-y-6">
      <ChangePassword />
      <SecuritySettingsForm settings={settings} canEdit={canEdit} />
      <TwoFactorEnrolment settingOn={settings.securitySettings.twoFactorAuth} />
    </div>
  );
}

const PASSWORD_LABELS = {
  currentPassword: t("admin.settings.password.current"),
  newPassword: t("admin.settings.password.next"),
};
const passwordSchema = changePasswordFormSchema(t("admin.settings.password.mismatch"));

function ChangePassword() {
  const session = useAdminSession();
  const notify = useNotify();
  const form = useSchemaForm(passwordSchema, {
    labels: PASSWORD_LABELS,
    hints: ["newPassword"],
    resetOnSuccess: true,
    onValid: async ({ currentPassword, newPassword }) => {
      try {
        await accountApi.changePassword(currentPassword, newPassword);
        notify.success(t("admin.settings.successTitle"), t("admin.settings.password.changed"));
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), t("admin.settings.password.failed"), error);
        throw error;
      }
    },
  });

  // A change the form stops is also said in a toast, as the spec words it.
  function submit(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = passwordSchema.safeParse(values);
    const problem = parsed.success ? undefined : toastProblem(parsed.error.issues, PASSWORD_LABELS, "confirmPassword");
    if (problem) notify.failure(t("admin.settings.errorTitle"), problem);
    form.formProps.onSubmit?.(event);
  }

  return (
    <Section title={t("admin.settings.password.heading")}>
      <form {...form.formProps} onSubmit={submit} className="max-w-md space-y-4">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={session.user.email} />
        <SchemaTextField
          form={form}
          name="currentPassword"
          label={PASSWORD_LABELS.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <SchemaTextField
          form={form}
          name="newPassword"
          label={PASSWORD_LABELS.newPassword}
          type="password"
          autoComplete="new-password"
          hint={t("admin.settings.password.hint")}
        />
        <SchemaTextField
          form={form}
          name="confirmPassword"
          label={t("admin.settings.password.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t("admin.settings.password.submitting") : t("admin.settings.password.submit")}
        </Button>
      </form>
    </Section>
  );
}

const SECURITY_SWITCHES = [
  ["twoFactorAuth", t("admin.settings.security.twoFactorAuth"), t("admin.settings.security.twoFactorAuthHint")],
  ["loginAlerts", t("admin.settings.security.loginAlerts"), t("admin.settings.security.loginAlertsHint")],
] as const;

function SecuritySettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const group = useSettingsGroup(settings, "securitySettings", {
    updated: t("admin.settings.security.updated"),
    failed: t("admin.settings.security.failed"),
  });
  return (
    <Section title={t("admin.settings.security.heading")}>
      <GroupForm group={group} canEdit={canEdit} saveLabel={t("admin.settings.security.save")}>
        <GroupSwitches group={group} switches={SECURITY_SWITCHES} disabled={!canEdit} />
      </GroupForm>
    </Section>
  );
}
