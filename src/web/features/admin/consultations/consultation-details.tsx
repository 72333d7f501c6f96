import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { MessageAndNotes, DetailRow as Row, DetailSection as Section, WrittenInRow } from "../leads-shared/details.tsx";
import { LeadOriginSection } from "../leads-shared/lead-origin.tsx";
import { telHref } from "../leads-shared/links.ts";
import { AssignmentForm } from "./assignment-form.tsx";
import { ConsultationBadges, ListingLink } from "./consultation-card.tsx";
import { FollowUpForm } from "./follow-up-form.tsx";
import { NoteForm } from "./note-form.tsx";
import { consultationMailto } from "./rules.ts";
import { KIND_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "./texts.ts";
import { ViewingBookingForm } from "./viewing-booking-form.tsx";

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
            <Row label={t("admin.consultations.fields.phone")} value={c.phone ? formatPhone(c.phone) : "—"} />
            <WrittenInRow language={c.language} />
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

      <LeadOriginSection origin={c} />

      <MessageAndNotes
        message={c.message}
        notes={c.notes}
        titles={[
          t("admin.consultations.details.message"),
          t("admin.consultations.details.notes"),
          t("admin.consultations.details.noNotes"),
        ]}
      />

      <Section title={t("admin.consultations.details.quickActions")}>
        <div className="flex flex-wrap gap-2">
          <ReachAction
            href={c.phone ? telHref(c.phone) : undefined}
            icon={<Phone aria-hidden="true" className="size-4" />}
            label={t("admin.consultations.callClient")}
            missing={[t("admin.consultations.noPhone"), t("admin.consultations.noPhoneText")]}
          />
          <ReachAction
            href={c.email ? consultationMailto(c) : undefined}
            icon={<Mail aria-hidden="true" className="size-4" />}
            label={t("admin.consultations.sendEmail")}
            missing={[t("admin.consultations.noEmail"), t("admin.consultations.noEmailText")]}
          />
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FollowUpForm consultation={c} />
          <NoteForm consultation={c} />
        </div>
      </Section>

      <Section title={t("admin.consultations.details.assignment")}>
        <AssignmentForm consultation={c} />
      </Section>

      <Section title={t("admin.consultations.viewing.heading")}>
        {/* Its fields depend on whether the lead has a listing. */}
        <ViewingBookingForm key={`${c._id}:${c.propertyId ?? ""}`} consultation={c} />
      </Section>
    </div>
  );
}

/** Call Client or Send Email: a link when the client left the detail, otherwise a destructive toast saying so. */
function ReachAction({
  href,
  icon,
  label,
  missing: [title, description],
}: {
  href: string | undefined;
  icon: ReactNode;
  label: string;
  missing: [title: string, description: string];
}) {
  const toast = useToast();
  if (href)
    return (
      <a href={href} className={buttonClass("secondary", "sm")}>
        {icon}
        {label}
      </a>
    );
  return (
    <Button variant="secondary" size="sm" onClick={() => toast({ title, description, variant: "destructive" })}>
      {icon}
      {label}
    </Button>
  );
}
