import { useMutation } from "@tanstack/react-query";
import { Pencil, Plus, ShieldCheck, ShieldOff, ShieldX, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AdminUser } from "../../../../domain/auth.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { useRefresh, useRemove, useResourceList } from "../resource/api.ts";
import { ListState } from "../resource/list-state.tsx";
import { useCrudOpen, useNotify, withReason } from "../resource/use-crud.ts";
import { type AdminSession, can } from "../session.ts";
import { adminUsersApi, resetTwoFactor } from "./api.ts";
import { Notice, Section } from "./controls.tsx";
import { PermissionsPanel } from "./permissions-panel.tsx";
import { UserDialog } from "./user-dialog.tsx";

export function UsersTab({ settings, session }: { settings: Settings; session: AdminSession }) {
  const superadmin = can(session, "manageSettings");
  return (
    <div className="space-y-6">
      {superadmin ? (
        <AdminUsers session={session} settings={settings} />
      ) : (
        <Notice>{t("admin.settings.usersSuperadminOnly")}</Notice>
      )}
      <PermissionsPanel settings={settings} canEdit={superadmin} />
    </div>
  );
}

function AdminUsers({ session, settings }: { session: AdminSession; settings: Settings }) {
  const notify = useNotify();
  const revalidator = useRevalidator();
  const admins = useResourceList(adminUsersApi);
  const refresh = useRefresh(adminUsersApi);
  const crud = useCrudOpen<AdminUser>();
  const [resetting, setResetting] = useState<AdminUser>();
  const reset = useMutation({
    mutationFn: (user: AdminUser) => resetTwoFactor(user._id),
    onSuccess: (user) => {
      setResetting(undefined);
      void refresh();
      notify.success(t("admin.settings.successTitle"), t("admin.settings.users.resetTwoFactorDone", { name: user.username }));
    },
    onError: (error) => {
      setResetting(undefined);
      notify.failure(t("admin.settings.errorTitle"), t("admin.settings.users.resetTwoFactorFailed"), error);
    },
  });
  const remove = useRemove(adminUsersApi, {
    onSuccess: () => {
      crud.close();
      notify.success(t("admin.settings.successTitle"), t("admin.settings.users.deleted"));
    },
    onError: (error) => {
      crud.close();
      notify.failure(t("admin.settings.errorTitle"), t("admin.settings.users.deleteFailed"), error);
    },
  });

  return (
    <Section
      title={t("admin.settings.users.heading")}
      description={t("admin.settings.users.description")}
      actions={
        <Button onClick={crud.create}>
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.settings.users.add")}
        </Button>
      }
    >
      <ListState
        query={admins}
        items={admins.data ?? []}
        loadingLabel={t("admin.settings.loading")}
        errorText={withReason(t("admin.settings.users.loadFailed"), admins.error)}
        emptyText={t("admin.settings.users.empty")}
      >
        {(users) => (
          <ul className="divide-y divide-slate-100" aria-label={t("admin.settings.users.heading")}>
            {users.map((user) => (
              <UserRow
                key={user._id}
                user={user}
                isYou={user._id === session.user.id}
                onEdit={() => crud.edit(user)}
                // Nobody can delete their own account (the server refuses it too), so their row offers no Delete.
                onDelete={user._id === session.user.id ? undefined : () => crud.confirmDelete(user)}
                // Your own two-factor is turned off on the Security tab, with your password.
                onResetTwoFactor={user.twoFactorEnabled && user._id !== session.user.id ? () => setResetting(user) : undefined}
              />
            ))}
          </ul>
        )}
      </ListState>

      <UserDialog
        open={crud.open?.kind === "create" || crud.editing !== undefined}
        user={crud.editing}
        defaults={settings.userPermissions}
        isYou={crud.editing?._id === session.user.id}
        onClose={crud.close}
        onSaved={(user, added) => {
          crud.close();
          void refresh();
          notify.success(
            t("admin.settings.successTitle"),
            added ? t("admin.settings.users.added") : t("admin.settings.users.updated"),
          );
          // Your own name or role changed: the shell's chip and the page's rights follow.
          if (user._id === session.user.id) void revalidator.revalidate();
        }}
      />

      <ConfirmDialog
        open={resetting !== undefined}
        onCancel={() => !reset.isPending && setResetting(undefined)}
        title={t("admin.settings.users.resetTwoFactorTitle")}
        description={
          resetting
            ? t("admin.settings.users.resetTwoFactorText", { name: resetting.username, email: resetting.email })
            : undefined
        }
        cancelLabel={t("admin.settings.cancel")}
        confirmLabel={t("admin.settings.users.resetTwoFactorShort")}
        tone="danger"
        busy={reset.isPending}
        onConfirm={() => resetting && !reset.isPending && reset.mutate(resetting)}
      />

      <ConfirmDialog
        open={crud.deleting !== undefined}
        onCancel={() => !remove.isPending && crud.close()}
        title={t("admin.settings.users.confirmTitle")}
        description={
          crud.deleting
            ? t("admin.settings.users.confirmText", { name: crud.deleting.username, email: crud.deleting.email })
            : undefined
        }
        cancelLabel={t("admin.settings.cancel")}
        confirmLabel={t("admin.settings.users.confirmDelete")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting)}
      />
    </Section>
  );
}

function UserRow({
  user,
  isYou,
  onEdit,
  onDelete,
  onResetTwoFactor,
}: {
  user: AdminUser;
  isYou: boolean;
  onEdit: () => void;
  onDelete: (() => void) | undefined;
  onResetTwoFactor: (() => void) | undefined;
}) {
  const TwoFactorIcon = user.twoFactorEnabled ? ShieldCheck : ShieldOff;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
      >
        {user.username.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="wrap-anywhere">{user.username}</span>
          {isYou && <Badge tone="grey">{t("admin.settings.users.you")}</Badge>}
          {!user.active && <Badge tone="amber">{t("admin.settings.users.inactive")}</Badge>}
          {user.away && <Badge tone="grey">{t("admin.settings.users.awayBadge")}</Badge>}
        </p>
        <p className="text-sm text-slate-600 wrap-anywhere">{user.email}</p>
        <p className="mt-1 flex flex-wrap gap-2">
          <Badge tone={user.role === "superadmin" ? "blue" : "grey"}>{tOptional(`admin.roles.${user.role}`) ?? user.role}</Badge>
          {user.permissions && user.role !== "superadmin" && <Badge tone="blue">{t("admin.settings.users.ownBadge")}</Badge>}
          <Badge tone={user.twoFactorEnabled ? "green" : "amber"}>
            <TwoFactorIcon aria-hidden="true" className="mr-1 size-3.5" />
            {user.twoFactorEnabled ? t("admin.settings.users.twoFactorOn") : t("admin.settings.users.twoFactorOff")}
          </Badge>
        </p>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" aria-label={t("admin.settings.users.edit", { name: user.username })} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t("admin.common.edit")}</span>
        </Button>
        {onResetTwoFactor && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("admin.settings.users.resetTwoFactor", { name: user.username })}
            onClick={onResetTwoFactor}
          >
            <ShieldX aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("admin.settings.users.resetTwoFactorShort")}</span>
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t("admin.settings.users.delete", { name: user.username })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("admin.common.delete")}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
