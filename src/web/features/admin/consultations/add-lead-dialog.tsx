import { useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { MANUAL_LEAD_SOURCES, manualLeadSchema } from "../../../../domain/manual-lead.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, useUnsavedGuard } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { peopleApi } from "../people/api.ts";
import { propertiesApi } from "../properties/api.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { consultationsApi } from "./api.ts";

const SOURCES = labelsOf("admin.leads.sources", MANUAL_LEAD_SOURCES);
const LABELS = labelsOf("admin.addLead", ["source", "name", "phone", "email", "message", "listing"]);

/** "Add lead": a lead that came by phone, in person, by WhatsApp… entered by hand; it is assigned to whoever enters it. */
export function AddLeadButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t("admin.addLead.open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("admin.addLead.title")} size="lg" guardUnsaved>
        {open && <AddLeadForm onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function AddLeadForm({ onDone }: { onDone: () => void }) {
  const guard = useUnsavedGuard();
  const toast = useToast();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const listings = useQuery({ queryKey: propertiesApi.key, queryFn: propertiesApi.list });
  const form = useSchemaForm(manualLeadSchema, {
    defaultValue: { source: "phone" },
    labels: LABELS,
    onValid: async (value) => {
      try {
        const lead = await peopleApi.addLead(value);
        toast({
          title: t("admin.addLead.added"),
          description: t("admin.addLead.addedText", { name: lead.name }),
          variant: "success",
        });
      } catch (error) {
        notify.failure(t("admin.addLead.failed"), t("admin.addLead.failedText"), error);
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: consultationsApi.key });
      onDone();
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <p className="text-sm text-slate-700">{t("admin.addLead.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...form.field("source")} valid={false} label={LABELS.source} required>
          <Select {...form.control("source")} className="h-11">
            {MANUAL_LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCES[source]}
              </option>
            ))}
          </Select>
        </Field>
        <SchemaTextField form={form} name="name" label={LABELS.name} autoComplete="off" maxLength={120} required />
        <SchemaTextField
          form={form}
          name="phone"
          label={LABELS.phone}
          hint={t("admin.addLead.reachHint")}
          type="tel"
          autoComplete="off"
          maxLength={40}
        />
        <SchemaTextField form={form} name="email" label={LABELS.email} type="email" autoComplete="off" maxLength={254} />
        <Field {...form.field("propertyId")} valid={false} label={LABELS.listing} className="sm:col-span-2">
          <Select {...form.control("propertyId")} className="h-11" aria-busy={listings.isPending}>
            <option value="">{t("admin.addLead.noListing")}</option>
            {(listings.data ?? []).map((listing) => (
              <option key={listing._id} value={listing._id}>
                {listing.title} · {listing.location}
              </option>
            ))}
          </Select>
        </Field>
        <SchemaTextField form={form} name="message" label={LABELS.message} multiline maxLength={5000} className="sm:col-span-2" />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => guard(onDone)} disabled={form.pending}>
          {t("admin.addLead.cancel")}
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t("admin.addLead.adding") : t("admin.addLead.submit")}
        </Button>
      </div>
    </form>
  );
}
