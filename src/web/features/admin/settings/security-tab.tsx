import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { User } from "../../../../domain/auth.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { apiFetch } from "../../../lib/api.ts";
import { useAdminSession } from "../session.ts";
import { LoadError, Notice, SaveButton, Section, SectionSkeleton, SwitchRow, TextField } from "./controls.tsx";
import { normaliseCode, type PasswordForm, passwordChangeProblem, withReason } from "./rules.ts";
import { useDraft, useSaveSetting } from "./use-settings.ts";

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
  const toast = useToast();
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORDS);
  const [problem, setProblem] = useState<{ field: keyof PasswordForm; message: string } | undefined>();
  const change = useMutation({
    mutationFn: () =>
      apiFetch("/api/auth/change-password", {
        method: "POST",
        json: { id: "current", currentPassword: form.currentPassword, newPassword: form.newPassword },
      }),
    onSuccess: () => {
      setForm(EMPTY_PASSWORDS);
      toast({ title: t("admin.settings.successTitle"), description: t("admin.settings.password.changed"), variant: "success" });
    },
    onError: (error) =>
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.password.failed"), error),
        variant: "destructive",
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found = passwordChangeProblem(form);
    setProblem(found);
    if (found) {
      toast({ title: t("admin.settings.errorTitle"), description: found.message, variant: "destructive" });
      return;
    }
    change.mutate();
  }

  const set = (field: keyof PasswordForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const errorFor = (field: keyof PasswordForm) => (problem?.field === field ? problem.message : undefined);
  return (
    <Section title={t("admin.settings.password.heading")}>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={session.user.email} />
        <TextField
          label={t("admin.settings.password.current")}
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set("currentPassword")}
          error={errorFor("currentPassword")}
        />
        <TextField
          label={t("admin.settings.password.next")}
          type="password"
          autoComplete="new-password"
          hint={t("admin.settings.password.hint")}
          value={form.newPassword}
          onChange={set("newPassword")}
          error={errorFor("newPassword")}
        />
        <TextField
          label={t("admin.settings.password.confirm")}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
          error={errorFor("confirmPassword")}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("admin.settings.password.submitting") : t("admin.settings.password.submit")}
        </Button>
      </form>
    </Section>
  );
}

function SecuritySettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<Settings["securitySettings"]>(settings.securitySettings);
  const save = useSaveSetting(
    "securitySettings",
    { updated: t("admin.settings.security.updated"), failed: t("admin.settings.security.failed") },
    draft.reset,
  );
  const value = draft.value ?? settings.securitySettings;
  return (
    <Section title={t("admin.settings.security.heading")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(value);
        }}
      >
        <div className="divide-y divide-slate-100">
          <SwitchRow
            label={t("admin.settings.security.twoFactorAuth")}
            hint={t("admin.settings.security.twoFactorAuthHint")}
            checked={value.twoFactorAuth}
            disabled={!canEdit}
            onChange={(twoFactorAuth) => draft.update((current) => ({ ...current, twoFactorAuth }))}
          />
          <SwitchRow
            label={t("admin.settings.security.loginAlerts")}
            hint={t("admin.settings.security.loginAlertsHint")}
            checked={value.loginAlerts}
            disabled={!canEdit}
            onChange={(loginAlerts) => draft.update((current) => ({ ...current, loginAlerts }))}
          />
        </div>
        {canEdit && <SaveButton busy={save.isPending} label={t("admin.settings.security.save")} />}
      </form>
    </Section>
  );
}

type Setup = { secret: string; otpauthUrl: string; qrDataUrl: string };
const ME_KEY = ["auth", "me"] as const;

/** The signed-in user's own authenticator: set up (QR code and key), confirm with a code, or turn off with the password. */
function TwoFactorEnrolment({ settingOn }: { settingOn: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => apiFetch<{ user: User }>("/api/auth/me") });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [password, setPassword] = useState("");

  const changed = (enabled: boolean) => {
    queryClient.setQueryData<{ user: User }>(ME_KEY, (old) => (old ? { user: { ...old.user, twoFactorEnabled: enabled } } : old));
    void queryClient.invalidateQueries({ queryKey: ["settings", "admins"] });
  };
  const start = useMutation({
    mutationFn: () => apiFetch<Setup>("/api/auth/2fa/setup", { method: "POST" }),
    onSuccess: (data) => {
      setCode("");
      setCodeError(undefined);
      setSetup(data);
    },
    onError: (error) =>
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.twoFactor.setupFailed"), error),
        variant: "destructive",
      }),
  });
  const enable = useMutation({
    mutationFn: (token: string) => apiFetch("/api/auth/2fa/enable", { method: "POST", json: { code: token } }),
    onSuccess: () => {
      setSetup(null);
      setCode("");
      changed(true);
      toast({
        title: t("admin.settings.successTitle"),
        description: t("admin.settings.twoFactor.enabledToast"),
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.twoFactor.enableFailed"), error),
        variant: "destructive",
      }),
  });
  const disable = useMutation({
    mutationFn: () => apiFetch("/api/auth/2fa/disable", { method: "POST", json: { password } }),
    onSuccess: () => {
      setPassword("");
      changed(false);
      toast({
        title: t("admin.settings.successTitle"),
        description: t("admin.settings.twoFactor.disabledToast"),
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.twoFactor.disableFailed"), error),
        variant: "destructive",
      }),
  });

  const enabled = me.data?.user.twoFactorEnabled ?? false;
  return (
    <Section
      title={t("admin.settings.twoFactor.heading")}
      actions={
        me.data && (
          <Badge tone={enabled ? "green" : "amber"}>
            {enabled ? t("admin.settings.twoFactor.enabled") : t("admin.settings.twoFactor.disabled")}
          </Badge>
        )
      }
    >
      {!settingOn && <Notice>{t("admin.settings.twoFactor.settingOff")}</Notice>}
      {me.isPending ? (
        <SectionSkeleton rows={2} />
      ) : me.isError ? (
        <LoadError message={t("admin.settings.loadSettingsFailed")} onRetry={() => void me.refetch()} />
      ) : enabled ? (
        <form
          noValidate
          className="max-w-md space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!disable.isPending && password !== "") disable.mutate();
          }}
        >
          <p className="text-slate-700">{t("admin.settings.twoFactor.enabledText")}</p>
          <TextField
            label={t("admin.settings.twoFactor.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" variant="danger" disabled={disable.isPending || password === ""}>
            {disable.isPending ? t("admin.settings.twoFactor.disabling") : t("admin.settings.twoFactor.disable")}
          </Button>
        </form>
      ) : setup ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (enable.isPending) return;
            if (code.length !== 6) {
              setCodeError(t("admin.settings.twoFactor.codeFormat"));
              return;
            }
            setCodeError(undefined);
            enable.mutate(code);
          }}
        >
          <p className="text-slate-700">{t("admin.settings.twoFactor.scan")}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={setup.qrDataUrl}
              alt={t("admin.settings.twoFactor.qrAlt")}
              width={240}
              height={240}
              className="size-60 shrink-0 rounded-lg border border-slate-200"
            />
            <div className="min-w-0 space-y-4">
              <dl>
                <dt className="text-sm font-medium text-slate-900">{t("admin.settings.twoFactor.secret")}</dt>
                <dd className="mt-1 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
                  {setup.secret}
                </dd>
              </dl>
              <TextField
                label={t("admin.settings.twoFactor.code")}
                hint={t("admin.settings.twoFactor.codeHint")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                error={codeError}
                onChange={(value) => setCode(normaliseCode(value))}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={enable.isPending}>
                  {enable.isPending ? t("admin.settings.twoFactor.enabling") : t("admin.settings.twoFactor.enable")}
                </Button>
                <Button variant="secondary" onClick={() => setSetup(null)} disabled={enable.isPending}>
                  {t("admin.settings.twoFactor.cancelSetup")}
                </Button>
              </div>
            </div>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-700">{t("admin.settings.twoFactor.notSetUpText")}</p>
          <Button onClick={() => !start.isPending && start.mutate()} disabled={start.isPending}>
            {start.isPending ? t("admin.settings.twoFactor.settingUp") : t("admin.settings.twoFactor.setUp")}
          </Button>
        </div>
      )}
    </Section>
  );
}
