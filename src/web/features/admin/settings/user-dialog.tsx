import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type AdminUser, adminUpdateSchema, registerSchema } from "../../../../domain/auth.ts";
import { USER_ROLES, type UserRole } from "../../../../domain/enums.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { useNotify } from "../resource/use-crud.ts";
import { adminUsersApi } from "./api.ts";
import { TextField } from "./controls.tsx";
import { fieldErrors } from "./rules.ts";

type Saved = (user: AdminUser, added: boolean) => void;

/** Adds an admin user (no `user`) or edits one; Cancel and Escape ask before dropping typed changes. */
export function UserDialog({
  open,
  user,
  onClose,
  onSaved,
}: {
  open: boolean;
  user: AdminUser | undefined;
  onClose: () => void;
  onSaved: Saved;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={user ? t("admin.settings.users.editTitle") : t("admin.settings.users.addTitle")}
      guardUnsaved
    >
      {/* Keyed so each opening starts from that user's values (or blank). */}
      {open && <UserForm key={user?._id ?? "add"} user={user} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

type UserFormValues = { username: string; email: string; password: string; role: UserRole };
const LABELS = {
  username: t("admin.settings.users.username"),
  email: t("admin.settings.users.email"),
  password: t("admin.settings.users.password"),
  role: t("admin.settings.users.role"),
};

function UserForm({ user, onCancel, onSaved }: { user: AdminUser | undefined; onCancel: () => void; onSaved: Saved }) {
  const notify = useNotify();
  const [form, setForm] = useState<UserFormValues>({
    username: user?.username ?? "",
    email: user?.email ?? "",
    password: "",
    role: user?.role ?? "admin",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof adminUsersApi.create>[0]) =>
      user ? adminUsersApi.update(user._id, body) : adminUsersApi.create(body),
    onSuccess: (saved) => onSaved(saved, !user),
    onError: (error) => notify.failure(t("admin.settings.errorTitle"), t("admin.settings.users.saveFailed"), error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = user
      ? adminUpdateSchema.safeParse({ username: form.username, email: form.email, role: form.role })
      : registerSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, LABELS));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const set = (field: keyof UserFormValues) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={LABELS.username}
        value={form.username}
        onChange={set("username")}
        error={errors.username}
        autoComplete="off"
        maxLength={100}
        required
      />
      <TextField
        label={LABELS.email}
        type="email"
        value={form.email}
        onChange={set("email")}
        error={errors.email}
        autoComplete="off"
        maxLength={254}
        required
      />
      {!user && (
        <TextField
          label={LABELS.password}
          type="password"
          value={form.password}
          onChange={set("password")}
          error={errors.password}
          hint={t("admin.settings.users.passwordHint")}
          autoComplete="new-password"
          required
        />
      )}
      <Field id="admin-user-role" label={LABELS.role}>
        <Select id="admin-user-role" value={form.role} onChange={(event) => set("role")(event.target.value)} className="h-11">
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {tOptional(`admin.roles.${role}`) ?? role}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("admin.settings.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t("admin.settings.saving")
            : user
              ? t("admin.settings.users.saveUser")
              : t("admin.settings.users.addUser")}
        </Button>
      </div>
    </form>
  );
}
