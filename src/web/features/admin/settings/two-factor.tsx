import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  type TwoFactorEnableInput,
  twoFactorDisableSchema,
  twoFactorEnableFormSchema,
  type User,
} from "../../../../domain/auth.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { accountApi, adminUsersApi, type TwoFactorSetup } from "./api.ts";
import { LoadError, Notice, Section, SectionSkeleton } from "./controls.tsx";

/** The signed-in user's own authenticator: set up (QR code and key), confirm with a code and the password, or turn off with the password. */
export function TwoFactorEnrolment({ settingOn }: { settingOn: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: accountApi.meKey, queryFn: accountApi.me });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  const changed = (enabled: boolean) => {
    queryClient.setQueryData<{ user: User }>(accountApi.meKey, (old) =>
      old ? { user: { ...old.user, twoFactorEnabled: enabled } } : old,
    );
    // The Users tab shows each admin's 2FA state.
    void queryClient.invalidateQueries({ queryKey: adminUsersApi.key });
  };
  const failed = (message: string) => (error: unknown) => notify.failure(t("admin.settings.errorTitle"), message, error);
  const start = useMutation({
    mutationFn: accountApi.setupTwoFactor,
    onSuccess: setSetup,
    onError: failed(t("admin.settings.twoFactor.setupFailed")),
  });
  const enable = useMutation({
    mutationFn: accountApi.enableTwoFactor,
    onSuccess: () => {
      setSetup(null);
      changed(true);
      notify.success(t("admin.settings.successTitle"), t("admin.settings.twoFactor.enabledToast"));
    },
    onError: failed(t("admin.settings.twoFactor.enableFailed")),
  });
  const disable = useMutation({
    mutationFn: accountApi.disableTwoFactor,
    onSuccess: () => {
      changed(false);
      notify.success(t("admin.settings.successTitle"), t("admin.settings.twoFactor.disabledToast"));
    },
    onError: failed(t("admin.settings.twoFactor.disableFailed")),
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
        <DisableForm busy={disable.isPending} onDisable={disable.mutateAsync} />
      ) : setup ? (
        <ConfirmSetupForm
          key={setup.secret}
          setup={setup}
          busy={enable.isPending}
          onEnable={enable.mutateAsync}
          onCancel={() => setSetup(null)}
        />
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

const TEXTS = "admin.settings.twoFactor";

/** Turning the authenticator off asks for the password again. */
function DisableForm({ busy, onDisable }: { busy: boolean; onDisable: (password: string) => Promise<unknown> }) {
  const form = useSchemaForm(twoFactorDisableSchema, { onValid: ({ password }) => onDisable(password) });
  return (
    <form {...form.formProps} className="max-w-md space-y-4">
      <p className="text-slate-700">{t("admin.settings.twoFactor.enabledText")}</p>
      <SchemaTextField form={form} name="password" texts={TEXTS} type="password" autoComplete="current-password" />
      <Button type="submit" variant="danger" disabled={busy || form.value("password") === ""}>
        {busy ? t("admin.settings.twoFactor.disabling") : t("admin.settings.twoFactor.disable")}
      </Button>
    </form>
  );
}

type ConfirmSetupProps = {
  setup: TwoFactorSetup;
  busy: boolean;
  onEnable: (input: TwoFactorEnableInput) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The QR code and key to add to an authenticator app, the first code it shows to prove it, and the
 * password, as turning it off asks: a session alone must not change how the account signs in.
 */
function ConfirmSetupForm({ setup, busy, onEnable, onCancel }: ConfirmSetupProps) {
  const enableSchema = useMemo(() => twoFactorEnableFormSchema(t("admin.settings.twoFactor.codeFormat")), []);
  const form = useSchemaForm(enableSchema, { hints: ["code"], onValid: onEnable });
  return (
    <form {...form.formProps} className="space-y-4">
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
            <dd className="mt-1 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">{setup.secret}</dd>
          </dl>
          <SchemaTextField form={form} name="code" texts={TEXTS} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
          <SchemaTextField form={form} name="password" texts={TEXTS} type="password" autoComplete="current-password" />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? t("admin.settings.twoFactor.enabling") : t("admin.settings.twoFactor.enable")}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t("admin.settings.twoFactor.cancelSetup")}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
