import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Settings } from "../../../../domain/settings.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useNotify } from "../resource/use-crud.ts";
import { useAdminSession } from "../session.ts";
import { accountApi } from "./api.ts";
import { GroupForm, GroupSwitches, Section, TextField } from "./controls.tsx";
import { type PasswordForm, passwordChangeProblem } from "./rules.ts";
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

const EMPTY_PASSWORDS: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

function ChangePassword() {
  const session = useAdminSession();
  const notify = useNotify();
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORDS);
  const [problem, setProblem] = useState<{ field: keyof PasswordForm; message: string } | undefined>();
  const change = useMutation({
    mutationFn: () => accountApi.changePassword(form.currentPassword, form.newPassword),
    onSuccess: () => {
      setForm(EMPTY_PASSWORDS);
      notify.success(t("admin.settings.successTitle"), t("admin.settings.password.changed"));
    },
    onError: (error) => notify.failure(t("admin.settings.errorTitle"), t("admin.settings.password.failed"), error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found = passwordChangeProblem(form);
    setProblem(found);
    if (found) {
      notify.failure(t("admin.settings.errorTitle"), found.message);
      return;
    }
    change.mutate();
  }

  const bind = (field: keyof PasswordForm) => ({
    value: form[field],
    onChange: (value: string) => setForm((current) => ({ ...current, [field]: value })),
    error: problem?.field === field ? problem.message : undefined,
  });
  return (
    <Section title={t("admin.settings.password.heading")}>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={session.user.email} />
        <TextField
          label={t("admin.settings.password.current")}
          type="password"
          autoComplete="current-password"
          {...bind("currentPassword")}
        />
        <TextField
          label={t("admin.settings.password.next")}
          type="password"
          autoComplete="new-password"
          hint={t("admin.settings.password.hint")}
          {...bind("newPassword")}
        />
        <TextField
          label={t("admin.settings.password.confirm")}
          type="password"
          autoComplete="new-password"
          {...bind("confirmPassword")}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("admin.settings.password.submitting") : t("admin.settings.password.submit")}
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
