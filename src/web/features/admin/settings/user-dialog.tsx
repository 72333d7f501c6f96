import type { z } from "zod";
import {
  type AdminUpdateInput,
  type AdminUser,
  adminUpdateSchema,
  type RegisterInput,
  registerSchema,
} from "../../../../domain/auth.ts";
import { USER_ROLES } from "../../../../domain/enums.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, useUnsavedGuard } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { adminUsersApi } from "./api.ts";
import { BackOfficeLanguageOptions } from "./language-choice.tsx";

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

const LABELS = labelsOf("admin.settings.users", ["username", "email", "password", "role", "language"]);

function UserForm({ user, onCancel, onSaved }: { user: AdminUser | undefined; onCancel: () => void; onSaved: Saved }) {
  const guard = useUnsavedGuard();
  const notify = useNotify();
  // Adding sets a password; editing changes name, email, role and language only.
  const schema: z.ZodObject = user ? adminUpdateSchema : registerSchema;
  const form = useSchemaForm(schema, {
    defaultValue: {
      username: user?.username ?? "",
      email: user?.email ?? "",
      role: user?.role ?? "admin",
      language: user?.language ?? "en",
    },
    labels: LABELS,
    hints: ["password"],
    onValid: async (value) => {
      const body = value as RegisterInput | AdminUpdateInput;
      try {
        onSaved(user ? await adminUsersApi.update(user._id, body) : await adminUsersApi.create(body), !user);
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), t("admin.settings.users.saveFailed"), error);
        throw error;
      }
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <SchemaTextField form={form} name="username" label={LABELS.username} autoComplete="off" maxLength={100} required />
      <SchemaTextField form={form} name="email" label={LABELS.email} type="email" autoComplete="off" maxLength={254} required />
      {!user && (
        <SchemaTextField
          form={form}
          name="password"
          label={LABELS.password}
          type="password"
          hint={t("admin.settings.users.passwordHint")}
          autoComplete="new-password"
          required
        />
      )}
      <Field {...form.field("role")} valid={false} label={LABELS.role}>
        <Select {...form.control("role")} className="h-11">
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {tOptional(`admin.roles.${role}`) ?? role}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...form.field("language")} valid={false} label={LABELS.language}>
        <Select {...form.control("language")} className="h-11">
          <BackOfficeLanguageOptions />
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => guard(onCancel)}>
          {t("admin.settings.cancel")}
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending
            ? t("admin.settings.saving")
            : user
              ? t("admin.settings.users.saveUser")
              : t("admin.settings.users.addUser")}
        </Button>
      </div>
    </form>
  );
}
