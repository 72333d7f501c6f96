import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { type AdminUser, adminUpdateSchema, registerSchema } from "../../../../domain/auth.ts";
import { USER_ROLES, type UserRole } from "../../../../domain/enums.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { apiFetch } from "../../../lib/api.ts";
import { type AdminSession, can } from "../session.ts";
import { LoadError, Notice, SaveButton, Section, SectionSkeleton, SwitchRow, TextField } from "./controls.tsx";
import { fieldErrors, withReason } from "./rules.ts";
import { useDraft, useSaveSetting } from "./use-settings.ts";

const ADMINS_KEY = ["settings", "admins"] as const;

export function UsersTab({ settings, session }: { settings: Settings; session: AdminSession }) {
  const superadmin = can(session, "manageSettings");
  return (
    <div className="space-y-6">
      {superadmin ? <AdminUsers session={session} /> : <Notice>{t("admin.settings.usersSuperadminOnly")}</Notice>}
      <PermissionsPanel settings={settings} canEdit={superadmin} />
    </div>
  );
}

type Editing = { mode: "add" } | { mode: "edit"; user: AdminUser };

function AdminUsers({ session }: { session: AdminSession }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const admins = useQuery({ queryKey: ADMINS_KEY, queryFn: () => apiFetch<AdminUser[]>("/api/auth/admins") });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const remove = useMutation({
    mutationFn: (user: AdminUser) => apiFetch(`/api/auth/admins/${user._id}`, { method: "DELETE" }),
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ADMINS_KEY });
      toast({ title: t("admin.settings.successTitle"), description: t("admin.settings.users.deleted"), variant: "success" });
    },
    onError: (error) => {
      setDeleting(null);
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.users.deleteFailed"), error),
        variant: "destructive",
      });
    },
  });

  return (
    <Section
      title={t("admin.settings.users.heading")}
      description={t("admin.settings.users.description")}
      actions={
        <Button onClick={() => setEditing({ mode: "add" })}>
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.settings.users.add")}
        </Button>
      }
    >
      {admins.isPending ? (
        <SectionSkeleton />
      ) : admins.isError ? (
        <LoadError
          message={withReason(t("admin.settings.users.loadFailed"), admins.error)}
          onRetry={() => void admins.refetch()}
        />
      ) : admins.data.length === 0 ? (
        <p className="text-slate-600">{t("admin.settings.users.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t("admin.settings.users.heading")}>
          {admins.data.map((user) => (
            <li key={user._id} className="flex flex-wrap items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
              >
                {user.username.charAt(0).toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span className="wrap-anywhere">{user.username}</span>
                  {user._id === session.user.id && <Badge tone="grey">{t("admin.settings.users.you")}</Badge>}
                </p>
                <p className="text-sm text-slate-600 wrap-anywhere">{user.email}</p>
                <p className="mt-1 flex flex-wrap gap-2">
                  <Badge tone={user.role === "superadmin" ? "blue" : "grey"}>
                    {tOptional(`admin.roles.${user.role}`) ?? user.role}
                  </Badge>
                  <Badge tone={user.twoFactorEnabled ? "green" : "amber"}>
                    {user.twoFactorEnabled ? (
                      <ShieldCheck aria-hidden="true" className="mr-1 size-3.5" />
                    ) : (
                      <ShieldOff aria-hidden="true" className="mr-1 size-3.5" />
                    )}
                    {user.twoFactorEnabled ? t("admin.settings.users.twoFactorOn") : t("admin.settings.users.twoFactorOff")}
                  </Badge>
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("admin.settings.users.edit", { name: user.username })}
                  onClick={() => setEditing({ mode: "edit", user })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t("admin.common.edit")}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700"
                  aria-label={t("admin.settings.users.delete", { name: user.username })}
                  onClick={() => setDeleting(user)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t("admin.common.delete")}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <UserDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(user, mode) => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: ADMINS_KEY });
          toast({
            title: t("admin.settings.successTitle"),
            description: mode === "add" ? t("admin.settings.users.added") : t("admin.settings.users.updated"),
            variant: "success",
          });
          // Your own name or role changed: the shell's chip and the page's rights follow.
          if (user._id === session.user.id) void revalidator.revalidate();
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => !remove.isPending && setDeleting(null)}
        title={t("admin.settings.users.confirmTitle")}
        description={
          deleting ? t("admin.settings.users.confirmText", { name: deleting.username, email: deleting.email }) : undefined
        }
        cancelLabel={t("admin.settings.cancel")}
        confirmLabel={t("admin.settings.users.confirmDelete")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Section>
  );
}

type UserForm = { username: string; email: string; password: string; role: UserRole };
const LABELS = {
  username: t("admin.settings.users.username"),
  email: t("admin.settings.users.email"),
  password: t("admin.settings.users.password"),
  role: t("admin.settings.users.role"),
};

function UserDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  onClose: () => void;
  onSaved: (user: AdminUser, mode: "add" | "edit") => void;
}) {
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.mode === "edit" ? t("admin.settings.users.editTitle") : t("admin.settings.users.addTitle")}
      guardUnsaved
    >
      {/* Keyed so each opening starts from that user's values (or blank). */}
      {editing && (
        <UserFormBody
          key={editing.mode === "edit" ? editing.user._id : "add"}
          editing={editing}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function UserFormBody({
  editing,
  onCancel,
  onSaved,
}: {
  editing: Editing;
  onCancel: () => void;
  onSaved: (user: AdminUser, mode: "add" | "edit") => void;
}) {
  const toast = useToast();
  const initial = editing.mode === "edit" ? editing.user : undefined;
  const [form, setForm] = useState<UserForm>({
    username: initial?.username ?? "",
    email: initial?.email ?? "",
    password: "",
    role: initial?.role ?? "admin",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      editing.mode === "add"
        ? apiFetch<AdminUser>("/api/auth/register", { method: "POST", json: body })
        : apiFetch<AdminUser>(`/api/auth/admins/${editing.user._id}`, { method: "PUT", json: body }),
    onSuccess: (user) => onSaved(user, editing.mode),
    onError: (error) =>
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.users.saveFailed"), error),
        variant: "destructive",
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed =
      editing.mode === "add"
        ? registerSchema.safeParse(form)
        : adminUpdateSchema.safeParse({ username: form.username, email: form.email, role: form.role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, LABELS));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const set = (field: keyof UserForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t("admin.settings.users.username")}
        value={form.username}
        onChange={set("username")}
        error={errors.username}
        autoComplete="off"
        maxLength={100}
        required
      />
      <TextField
        label={t("admin.settings.users.email")}
        type="email"
        value={form.email}
        onChange={set("email")}
        error={errors.email}
        autoComplete="off"
        maxLength={254}
        required
      />
      {editing.mode === "add" && (
        <TextField
          label={t("admin.settings.users.password")}
          type="password"
          value={form.password}
          onChange={set("password")}
          error={errors.password}
          hint={t("admin.settings.users.passwordHint")}
          autoComplete="new-password"
          required
        />
      )}
      <div>
        <label htmlFor="admin-user-role" className="block text-sm font-medium text-slate-900">
          {t("admin.settings.users.role")}
        </label>
        <select
          id="admin-user-role"
          value={form.role}
          onChange={(event) => set("role")(event.target.value)}
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {tOptional(`admin.roles.${role}`) ?? role}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("admin.settings.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t("admin.settings.saving")
            : editing.mode === "add"
              ? t("admin.settings.users.addUser")
              : t("admin.settings.users.saveUser")}
        </Button>
      </div>
    </form>
  );
}

type Permissions = Settings["userPermissions"];
const PROPERTY_TOGGLES = ["createProperties", "editProperties", "deleteProperties"] as const;
const CONTENT_TOGGLES = ["manageBlog", "manageSubmissions"] as const;

function PermissionsPanel({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<Permissions>(settings.userPermissions);
  const save = useSaveSetting(
    "userPermissions",
    { updated: t("admin.settings.permissions.updated"), failed: t("admin.settings.permissions.failed") },
    draft.reset,
  );
  const value = draft.value ?? settings.userPermissions;
  return (
    <Section title={t("admin.settings.permissions.heading")} description={t("admin.settings.permissions.description")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(value);
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className="rounded-lg border border-slate-200 px-4 pb-2">
            <legend className="px-1 font-semibold text-slate-900">{t("admin.settings.permissions.propertyGroup")}</legend>
            <div className="divide-y divide-slate-100">
              {PROPERTY_TOGGLES.map((key) => (
                <SwitchRow
                  key={key}
                  label={tOptional(`admin.settings.permissions.${key}`) ?? key}
                  checked={value.propertyManagement[key]}
                  disabled={!canEdit}
                  onChange={(checked) =>
                    draft.update((c) => ({ ...c, propertyManagement: { ...c.propertyManagement, [key]: checked } }))
                  }
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="rounded-lg border border-slate-200 px-4 pb-2">
            <legend className="px-1 font-semibold text-slate-900">{t("admin.settings.permissions.contentGroup")}</legend>
            <div className="divide-y divide-slate-100">
              {CONTENT_TOGGLES.map((key) => (
                <SwitchRow
                  key={key}
                  label={tOptional(`admin.settings.permissions.${key}`) ?? key}
                  checked={value.contentManagement[key]}
                  disabled={!canEdit}
                  onChange={(checked) =>
                    draft.update((c) => ({ ...c, contentManagement: { ...c.contentManagement, [key]: checked } }))
                  }
                />
              ))}
            </div>
          </fieldset>
        </div>
        {canEdit && <SaveButton busy={save.isPending} label={t("admin.settings.permissions.save")} />}
      </form>
    </Section>
  );
}
