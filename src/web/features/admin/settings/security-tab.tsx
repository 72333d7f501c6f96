import { type FormEvent, useMemo } from "react";
import { changePasswordFormSchema } from "../../../../domain/auth.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { type AdminKey, t } from "../../../i18n/catalogues/admin.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { useAdminSession } from "../session.ts";
import { accountApi } from "./api.ts";
import { FormSwitches, Section, SettingsGroup } from "./controls.tsx";
import { LanguageChoice } from "./language-choice.tsx";
import { toastProblem } from "./rules.ts";
import { TwoFactorEnrolment } from "./two-factor.tsx";

export function SecurityTab({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <div className="space-y-6">
      <LanguageChoice />
      <ChangePassword />
      <SecuritySettingsForm settings={settings} canEdit={canEdit} />
      <TwoFactorEnrolment settingOn={settings.securitySettings.twoFactorAuth} />
    </div>
  );
}

/** The three password boxes: name, the catalogue key of the label, what a password manager fills in, hint. */
const PASSWORD_FIELDS = [
  ["currentPassword", "admin.settings.password.current", "current-password"],
  ["newPassword", "admin.settings.password.next", "new-password", "admin.settings.password.hint"],
  ["confirmPassword", "admin.settings.password.confirm", "new-password"],
] as const satisfies readonly (readonly [string, AdminKey, string, AdminKey?])[];

function ChangePassword() {
  const session = useAdminSession();
  const notify = useNotify();
  const labels = { currentPassword: t("admin.settings.password.current"), newPassword: t("admin.settings.password.next") };
  const passwordSchema = useMemo(() => changePasswordFormSchema(t("admin.settings.password.mismatch")), []);
  const form = useSchemaForm(passwordSchema, {
    labels,
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
    const problem = parsed.success ? undefined : toastProblem(parsed.error.issues, labels, "confirmPassword");
    if (problem) notify.failure(t("admin.settings.errorTitle"), problem);
    form.formProps.onSubmit?.(event);
  }

  return (
    <Section title={t("admin.settings.password.heading")}>
      <form {...form.formProps} onSubmit={submit} className="max-w-md space-y-4">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={session.user.email} />
        {PASSWORD_FIELDS.map(([name, label, autoComplete, hint]) => (
          <SchemaTextField
            key={name}
            form={form}
            name={name}
            label={t(label)}
            type="password"
            autoComplete={autoComplete}
            hint={hint && t(hint)}
          />
        ))}
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t("admin.settings.password.submitting") : t("admin.settings.password.submit")}
        </Button>
      </form>
    </Section>
  );
}

const securitySwitches = () =>
  [
    ["twoFactorAuth", t("admin.settings.security.twoFactorAuth"), t("admin.settings.security.twoFactorAuthHint")],
    ["loginAlerts", t("admin.settings.security.loginAlerts"), t("admin.settings.security.loginAlertsHint")],
  ] as const;

function SecuritySettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="securitySettings" canEdit={canEdit}>
      {(form) => <FormSwitches form={form} switches={securitySwitches()} disabled={!canEdit} />}
    </SettingsGroup>
  );
}
