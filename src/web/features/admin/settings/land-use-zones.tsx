import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { ZONE_NAME_MAX, type Zone, type ZoneUpdateInput, zoneCreateSchema } from "../../../../domain/zone.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useNotify } from "../resource/use-crud.ts";
import { zonesApi } from "./api.ts";
import { Section } from "./controls.tsx";

/**
 * The land-use zones a listing can be in (the Kigali zoning plan's codes, seeded), for superadmins:
 * each can be renamed or given a new code (listings in it follow), and new ones added.
 */
export function LandUseZones() {
  const zones = useQuery({ queryKey: zonesApi.key, queryFn: zonesApi.list });
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Section title={t("admin.settings.zones.heading")} description={t("admin.settings.zones.description")}>
      {zones.isPending ? (
        <p className="text-slate-600">{t("admin.settings.loading")}</p>
      ) : zones.isError ? (
        <p role="alert" className="text-red-800">
          {t("admin.settings.zones.loadFailed")}
        </p>
      ) : (
        <ul
          aria-label={t("admin.settings.zones.heading")}
          className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        >
          {zones.data.map((zone) => (
            <li key={zone.code} className="px-3 py-2">
              {editing === zone.code ? (
                <ZoneEditor zone={zone} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex items-center gap-3">
                  <span className="w-16 shrink-0 font-mono font-semibold text-slate-900">{zone.code}</span>
                  <span className="min-w-0 flex-1 text-sm text-slate-800">{zone.name}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(zone.code)}
                    aria-label={t("admin.settings.zones.renameZone", { code: zone.code })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t("admin.settings.zones.rename")}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddZone />
    </Section>
  );
}

/** The code and name inputs of both forms. */
function ZoneInputs({ form }: { form: ReturnType<typeof useSchemaForm<typeof zoneCreateSchema>> }) {
  return (
    <>
      <Field {...form.field("code")} label={t("admin.settings.zones.code")} hint={t("admin.settings.zones.codeHint")}>
        <Input {...form.control("code")} maxLength={6} autoCapitalize="characters" autoComplete="off" className="uppercase" />
      </Field>
      <Field {...form.field("name")} label={t("admin.settings.zones.name")} className="min-w-0 flex-1">
        <Input {...form.control("name")} maxLength={ZONE_NAME_MAX} />
      </Field>
    </>
  );
}

/** Adds a zone; the form empties once it is saved, ready for the next one. */
function AddZone() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: zonesApi.create });
  const form = useSchemaForm(zoneCreateSchema, {
    hints: ["code"],
    resetOnSuccess: true,
    onValid: async (value) => {
      try {
        const zone = await create.mutateAsync(value);
        await queryClient.invalidateQueries({ queryKey: zonesApi.key });
        notify.success(t("admin.settings.successTitle"), t("admin.settings.zones.added", { code: zone.code }));
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), t("admin.settings.zones.failed"), error);
        throw error;
      }
    },
  });
  return (
    <form {...form.formProps} className="mt-4 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{t("admin.settings.zones.addHeading")}</h3>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <ZoneInputs form={form} />
        <Button type="submit" disabled={form.pending} className="sm:mt-6">
          <Plus aria-hidden="true" className="size-4" />
          {form.pending ? t("admin.settings.zones.adding") : t("admin.settings.zones.add")}
        </Button>
      </div>
    </form>
  );
}

/** Renames one zone, or gives it a new code. */
function ZoneEditor({ zone, onDone }: { zone: Zone; onDone: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const update = useMutation({ mutationFn: (change: ZoneUpdateInput) => zonesApi.update(zone.code, change) });
  const form = useSchemaForm(zoneCreateSchema, {
    defaultValue: zone,
    hints: ["code"],
    onValid: async (value) => {
      try {
        const saved = await update.mutateAsync(value);
        await queryClient.invalidateQueries({ queryKey: zonesApi.key });
        notify.success(t("admin.settings.successTitle"), t("admin.settings.zones.saved", { code: saved.code }));
        onDone();
      } catch (error) {
        notify.failure(t("admin.settings.errorTitle"), t("admin.settings.zones.failed"), error);
        throw error;
      }
    },
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-3 py-1 sm:flex-row sm:items-start">
      <ZoneInputs form={form} />
      <div className="flex gap-2 sm:mt-6">
        <Button variant="secondary" onClick={onDone}>
          {t("admin.settings.zones.cancel")}
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t("admin.settings.zones.saving") : t("admin.settings.zones.save")}
        </Button>
      </div>
    </form>
  );
}
