import { Mail, Phone } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { CONSULTATION_PRIORITIES, type ConsultationPriority } from "../../../../domain/enums.ts";
import { formatDateTime } from "../../../../domain/time.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { errorText } from "../../../lib/api.ts";
import { useUpdateConsultation } from "./api.ts";
import { ConsultationBadges, ListingLink } from "./consultation-card.tsx";
import { FollowUpForm } from "./follow-up-form.tsx";
import { inputClass } from "./lead-ui.tsx";
import { NoteForm } from "./note-form.tsx";
import { consultationMailto, telHref } from "./rules.ts";
import { KIND_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "./texts.ts";

/** The detail view: contact info, request details, the message, the internal notes and the quick actions. */
export function ConsultationDetails({ consultation, onClose }: { consultation: Consultation | undefined; onClose: () => void }) {
  return (
    <Dialog open={consultation !== undefined} onClose={onClose} title={t("admin.consultations.details.title")} size="lg">
      {consultation && <DetailsBody key={consultation._id} consultation={consultation} />}
    </Dialog>
  );
}

function DetailsBody({ consultation: c }: { consultation: Consultation }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{c.name}</p>
        <ConsultationBadges consultation={c} />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Section title={t("admin.consultations.details.contact")}>
          <dl className="space-y-1.5 text-sm">
            <Row label={t("admin.consultations.fields.name")} value={c.name} />
            <Row label={t("admin.consultations.fields.email")} value={c.email || "—"} />
            <Row label={t("admin.consultations.fields.phone")} value={c.phone || "—"} />
          </dl>
        </Section>
        <Section title={t("admin.consultations.details.request")}>
          <dl className="space-y-1.5 text-sm">
            <Row label={t("admin.consultations.fields.kind")} value={KIND_LABELS[c.kind]} />
            {c.listingTitle && <Row label={t("admin.consultations.fields.listing")} value={<ListingLink consultation={c} />} />}
            <Row label={t("admin.consultations.fields.propertyType")} value={c.propertyType || "—"} />
            <Row label={t("admin.consultations.fields.status")} value={STATUS_LABELS[c.status]} />
            <Row label={t("admin.consultations.fields.priority")} value={PRIORITY_LABELS[c.priority]} />
            <Row
              label={t("admin.consultations.fields.assignedTo")}
              value={c.assignedTo || t("admin.consultations.notAssigned")}
            />
            <Row
              label={t("admin.consultations.fields.followUp")}
              value={c.followUpDate ? formatDateTime(c.followUpDate) : t("admin.consultations.noFollowUp")}
            />
            <Row
              label={t("admin.consultations.fields.created")}
              value={c.createdAt ? formatDateTime(c.createdAt) : t("admin.consultations.noDate")}
            />
            <Row label={t("admin.consultations.fields.updated")} value={formatDateTime(c.updatedAt)} />
          </dl>
        </Section>
      </div>

      <Section title={t("admin.consultations.details.message")}>
        <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{c.message}</p>
      </Section>

      <Section title={t("admin.consultations.details.notes")}>
        {c.notes ? (
          <p className="whitespace-pre-line rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{c.notes}</p>
        ) : (
          <p className="text-sm text-slate-600">{t("admin.consultations.details.noNotes")}</p>
        )}
      </Section>

      <Section title={t("admin.consultations.details.quickActions")}>
        <ContactActions consultation={c} />
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FollowUpForm consultation={c} />
          <NoteForm consultation={c} />
        </div>
      </Section>

      <Section title={t("admin.consultations.details.assignment")}>
        <AssignmentForm consultation={c} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words font-medium">{value}</dd>
    </div>
  );
}

/** Call Client and Send Email: links when the client left the detail, otherwise a destructive toast. */
function ContactActions({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const linkClass = buttonClass("secondary", "sm");
  return (
    <div className="flex flex-wrap gap-2">
      {c.phone ? (
        <a href={telHref(c.phone)} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" />
          {t("admin.consultations.callClient")}
        </a>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            toast({
              title: t("admin.consultations.noPhone"),
              description: t("admin.consultations.noPhoneText"),
              variant: "destructive",
            })
          }
        >
          <Phone aria-hidden="true" className="size-4" />
          {t("admin.consultations.callClient")}
        </Button>
      )}
      {c.email ? (
        <a href={consultationMailto(c)} className={linkClass}>
          <Mail aria-hidden="true" className="size-4" />
          {t("admin.consultations.sendEmail")}
        </a>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            toast({
              title: t("admin.consultations.noEmail"),
              description: t("admin.consultations.noEmailText"),
              variant: "destructive",
            })
          }
        >
          <Mail aria-hidden="true" className="size-4" />
          {t("admin.consultations.sendEmail")}
        </Button>
      )}
    </div>
  );
}

function AssignmentForm({ consultation: c }: { consultation: Consultation }) {
  const toast = useToast();
  const update = useUpdateConsultation();
  const [priority, setPriority] = useState<ConsultationPriority>(c.priority);
  const [assignedTo, setAssignedTo] = useState(c.assignedTo);
  const priorityId = useId();
  const assignedId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { id: c._id, change: { priority, assignedTo: assignedTo.trim() } },
      {
        onSuccess: () =>
          toast({
            title: t("admin.consultations.assignmentSaved"),
            description: t("admin.consultations.assignmentSavedText"),
            variant: "success",
          }),
        onError: (err) =>
          toast({
            title: t("admin.consultations.error"),
            description: errorText(err, t("admin.consultations.assignmentFailed")),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={priorityId} className="block text-sm font-medium">
          {t("admin.consultations.priorityLabel")}
        </label>
        <select
          id={priorityId}
          value={priority}
          onChange={(event) => setPriority(event.target.value as ConsultationPriority)}
          className="mt-1 h-11 w-36 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {CONSULTATION_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={assignedId} className="block text-sm font-medium">
          {t("admin.consultations.assignedToLabel")}
        </label>
        <input
          id={assignedId}
          value={assignedTo}
          maxLength={120}
          onChange={(event) => setAssignedTo(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        {update.isPending ? t("admin.consultations.saving") : t("admin.consultations.saveAssignment")}
      </Button>
    </form>
  );
}
