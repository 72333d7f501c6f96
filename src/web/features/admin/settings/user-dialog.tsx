import { useId, useState } from "react";
import type { z } from "zod";
import {
  type AdminUpdateInput,
  type AdminUser,
  adminUpdateSchema,
  type RegisterInput,
  registerSchema,
} from "../../../../domain/auth.ts";
import { USER_ROLES, type UserRole } from "../../../../domain/enums.ts";
import { effectivePermissions, PERMISSION_GROUPS, type PermissionGroup } from "../../../../domain/permissions.ts";
import type { OwnPermissions, UserPermissions } from "../../../../domain/settings.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, useUnsavedGuard } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { ChoiceGroup, RadioCard } from "../resource/choice-group.tsx";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { adminUsersApi } from "./api.ts";
import { BackOfficeLanguageOptions } from "./language-choice.tsx";
import { PERMISSION_LEGENDS, permissionLabel } from "./permissions-panel.tsx";

type Saved = (user: AdminUser, added: boolean) => void;
type FormProps = {
  user: AdminUser | undefined;
  /** The settings' default permissions, shown for a user who follows them. */
  defaults: UserPermissions;
  /** The signed-in superadmin's own account: it cannot be deactivated. */
  isYou: boolean;
  onCancel: () => void;
  onSaved: Saved;
};

/** Adds a staff account (no `user`) or edits one; Cancel and Escape ask before dropping typed changes. */
export function UserDialog({ open, onClose, ...form }: Omit<FormProps, "onCancel"> & { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={form.user ? t("admin.settings.users.editTitle") : t("admin.settings.users.addTitle")}
      size="lg"
      guardUnsaved
    >
      {/* Keyed so each opening starts from that user's values (or blank). */}
      {open && <UserForm key={form.user?._id ?? "add"} {...form} onCancel={onClose} />}
    </Dialog>
  );
}

const LABELS = labelsOf("admin.settings.users", ["username", "email", "password", "role", "language", "phone"]);
// The switches and the permissions are the widgets' state, added to the body when it is sent.
const OWN_STATE = { active: true, away: true, permissions: true } as const;

function UserForm({ user, defaults, isYou, onCancel, onSaved }: FormProps) {
  const guard = useUnsavedGuard();
  const notify = useNotify();
  const [active, setActive] = useState(user?.active ?? true);
  const [away, setAway] = useState(user?.away ?? false);
  const [own, setOwn] = useState<OwnPermissions | null>(user?.permissions ?? null);
  // Adding sets a password; editing changes the rest only. Both are the API's own schemas.
  const schema: z.ZodObject = user ? adminUpdateSchema.omit(OWN_STATE) : registerSchema.omit(OWN_STATE);
  const form = useSchemaForm(schema, {
    defaultValue: {
      username: user?.username ?? "",
      email: user?.email ?? "",
      role: user?.role ?? "manager",
      language: user?.language ?? "en",
      phone: user?.phone ?? "",
    },
    labels: LABELS,
    hints: ["password", "phone"],
    onValid: async (value) => {
      const superadmin = (value as { role: UserRole }).role === "superadmin";
      // A superadmin is never limited: own toggles would mean nothing.
      const body = { ...value, active, away, permissions: superadmin ? null : own };
      try {
        onSaved(
          user
            ? await adminUsersApi.update(user._id, body as AdminUpdateInput)
            : await adminUsersApi.create(body as RegisterInput),
          !user,
        );
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), t("admin.settings.users.saveFailed"), error);
        throw error;
      }
    },
  });
  const role = (form.value("role") || "manager") as UserRole;

  return (
    <form {...form.formProps} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
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
        <SchemaTextField
          form={form}
          name="phone"
          label={LABELS.phone}
          type="tel"
          hint={t("admin.settings.users.phoneHint")}
          autoComplete="off"
          maxLength={40}
        />
        <Field {...form.field("role")} valid={false} label={LABELS.role}>
          <Select {...form.control("role")} className="h-11">
            {USER_ROLES.map((value) => (
              <option key={value} value={value}>
                {tOptional(`admin.roles.${value}`) ?? value}
              </option>
            ))}
          </Select>
        </Field>
        <Field {...form.field("language")} valid={false} label={LABELS.language}>
          <Select {...form.control("language")} className="h-11">
            <BackOfficeLanguageOptions />
          </Select>
        </Field>
      </div>
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-4">
        <ToggleRow
          label={t("admin.settings.users.active")}
          hint={isYou ? t("admin.settings.users.activeSelfHint") : t("admin.settings.users.activeHint")}
          checked={active}
          onChange={setActive}
          disabled={isYou}
        />
        <ToggleRow
          label={t("admin.settings.users.away")}
          hint={t("admin.settings.users.awayHint")}
          checked={away}
          onChange={setAway}
        />
      </div>
      {role === "superadmin" ? (
        <p className="text-sm text-slate-700">{t("admin.settings.users.superadminPermissions")}</p>
      ) : (
        <OwnPermissionsPanel role={role} defaults={defaults} own={own} onChange={setOwn} />
      )}
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

/**
 * "Use the defaults" (what the role gets from the settings, shown read-only) or the user's own
 * toggles, which start from those defaults when first chosen.
 */
function OwnPermissionsPanel({
  role,
  defaults,
  own,
  onChange,
}: {
  role: UserRole;
  defaults: UserPermissions;
  own: OwnPermissions | null;
  onChange: (own: OwnPermissions | null) => void;
}) {
  const shown = own ?? effectivePermissions(role, null, defaults);
  const set = (group: PermissionGroup, permission: string, on: boolean) =>
    onChange({ ...shown, [group]: { ...shown[group], [permission]: on } });
  return (
    <div className="space-y-3">
      <ChoiceGroup legend={t("admin.settings.users.permissions")} layout="grid gap-2 sm:grid-cols-2">
        <ModeChoice
          value="defaults"
          checked={own === null}
          onChoose={() => onChange(null)}
          label={t("admin.settings.users.useDefaults")}
          hint={t("admin.settings.users.useDefaultsHint")}
        />
        <ModeChoice
          value="own"
          checked={own !== null}
          onChoose={() => onChange(shown)}
          label={t("admin.settings.users.ownPermissions")}
          hint={t("admin.settings.users.ownPermissionsHint")}
        />
      </ChoiceGroup>
      <div className="grid gap-3 md:grid-cols-3">
        {Object.entries(PERMISSION_GROUPS).map(([group, permissions]) => (
          <fieldset key={group} className="rounded-lg border border-slate-200 px-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t(PERMISSION_LEGENDS[group as PermissionGroup])}
            </legend>
            <div className="divide-y divide-slate-100">
              {permissions.map((permission) => (
                <ToggleRow
                  key={permission}
                  label={permissionLabel(permission)}
                  checked={(shown[group as PermissionGroup] as Record<string, boolean>)[permission] === true}
                  onChange={(on) => set(group as PermissionGroup, permission, on)}
                  disabled={own === null}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/** One way of setting a user's permissions: a radio named by its label, described by its hint. */
function ModeChoice({
  value,
  checked,
  onChoose,
  label,
  hint,
}: {
  value: string;
  checked: boolean;
  onChoose: () => void;
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <div>
      <RadioCard
        name="permissionsMode"
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-describedby={hintId}
        className="py-2"
      >
        {label}
      </RadioCard>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** An on/off control with its label (and hint) beside it. */
function ToggleRow({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} describedBy={hint ? `${id}-hint` : undefined} checked={checked} onChange={onChange} disabled={disabled} />
    </div>
  );
}
