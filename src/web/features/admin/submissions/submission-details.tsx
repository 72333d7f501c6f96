import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dialPhone, formatPhone } from "../../../../domain/phone.ts";
import { type ReviewDecision, type Submission, submissionReviewSchema } from "../../../../domain/submission.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { ImageCarousel } from "../../../components/image-carousel.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Textarea } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime, formatPrice } from "../../../i18n/format.ts";
import { NotesText, DetailRow as Row, DetailSection as Section, WrittenInRow } from "../leads-shared/details.tsx";
import { LeadOriginSection } from "../leads-shared/lead-origin.tsx";
import { telHref } from "../leads-shared/links.ts";
import { AssigneeSelect } from "../leads-shared/team.tsx";
import { furnishingLabel } from "../properties/texts.ts";
import { useAssign } from "./api.ts";
import { LISTING_STATUS_LABELS, STATUS_LABELS, STATUS_TONES, TYPE_LABELS } from "./texts.ts";

/** Sends a decision; the promise fails when the server refused it. */
type Decide = (submission: Submission, review: { status: ReviewDecision; adminNotes: string }) => Promise<unknown>;
/** Whether the user may decide, the decision being sent, and what closing and deciding do. */
type Review = { mayReview: boolean; busy: ReviewDecision | null; onClose: () => void; onDecide: Decide };

/** Images, property and submitter information, description and features, the Admin Notes box and the decision. */
export function SubmissionDetails({ submission, ...review }: Review & { submission: Submission | undefined }) {
  return (
    <Dialog
      open={submission !== undefined}
      onClose={review.onClose}
      title={t("admin.submissions.detailsTitle")}
      description={submission?.title}
      size="xl"
    >
      {submission && <DetailsBody key={submission._id} submission={submission} {...review} />}
    </Dialog>
  );
}

function DetailsBody({ submission: s, mayReview, ...actions }: Review & { submission: Submission }) {
  const pending = s.status === "pending";

  return (
    <div className="space-y-6">
      {s.images.length > 0 ? (
        <ImageCarousel
          images={s.images}
          alt={t("admin.submissions.photosOf", { title: s.title })}
          sizes="(min-width: 1024px) 960px, 100vw"
          labels={{ previous: t("admin.submissions.previousImage"), next: t("admin.submissions.nextImage") }}
          className="aspect-[16/9] rounded-xl"
        />
      ) : (
        <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">{t("admin.submissions.noImages")}</p>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <Section title={t("admin.submissions.propertyInfo")}>
          <dl className="space-y-1.5 text-sm">
            <Row
              label={t("admin.submissions.fields.status")}
              value={<Badge tone={STATUS_TONES[s.status]}>{STATUS_LABELS[s.status]}</Badge>}
            />
            <Row label={t("admin.submissions.fields.type")} value={TYPE_LABELS[s.type]} />
            <Row label={t("admin.submissions.fields.price")} value={formatPrice(s.price)} />
            <Row label={t("admin.submissions.fields.location")} value={s.location} />
            {s.district && <Row label={t("admin.submissions.fields.district")} value={s.district} />}
            {s.sector && <Row label={t("admin.submissions.fields.sector")} value={s.sector} />}
            {s.neighbourhood && <Row label={t("admin.submissions.fields.neighbourhood")} value={s.neighbourhood} />}
            <Row label={t("admin.submissions.fields.area")} value={t("admin.submissions.area", { n: s.area })} />
            {s.plotSize !== null && (
              <Row label={t("admin.submissions.fields.plotSize")} value={t("admin.submissions.area", { n: s.plotSize })} />
            )}
            {s.bedrooms > 0 && <Row label={t("admin.submissions.fields.bedrooms")} value={s.bedrooms} />}
            {s.bathrooms > 0 && <Row label={t("admin.submissions.fields.bathrooms")} value={s.bathrooms} />}
            {s.yearBuilt !== null && <Row label={t("admin.submissions.fields.yearBuilt")} value={s.yearBuilt} />}
            {s.furnished && <Row label={t("admin.submissions.fields.furnished")} value={furnishingLabel(s.furnished)} />}
            {s.parkingSpaces !== null && <Row label={t("admin.submissions.fields.parkingSpaces")} value={s.parkingSpaces} />}
            {s.upi && <Row label={t("admin.submissions.fields.upi")} value={s.upi} />}
            <Row label={t("admin.submissions.fields.listingStatus")} value={LISTING_STATUS_LABELS[s.propertyStatus]} />
            <Row label={t("admin.submissions.submittedOn")} value={formatDateTime(s.createdAt)} />
          </dl>
          {s.propertyId && (
            <Link to={`/properties/${s.propertyId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
              {t("admin.submissions.viewProperty")}
            </Link>
          )}
        </Section>
        <Section title={t("admin.submissions.submitterInfo")}>
          <div className="mb-3 max-w-sm">
            <SubmissionAssignee submission={s} />
          </div>
          <dl className="space-y-1.5 text-sm">
            <Row label={t("admin.submissions.fields.name")} value={s.contactName} />
            <WrittenInRow language={s.language} />
            <Row
              label={t("admin.submissions.fields.email")}
              value={
                <a href={`mailto:${s.contactEmail}`} className="text-brand-700 underline">
                  {s.contactEmail}
                </a>
              }
            />
            <Row
              label={t("admin.submissions.fields.phone")}
              value={
                <a href={telHref(s.contactPhone)} className="text-brand-700 underline">
                  {formatPhone(s.contactPhone)}
                </a>
              }
            />
            <Row
              label={t("admin.submissions.fields.whatsapp")}
              value={
                s.contactWhatsApp ? (
                  <a
                    href={`https://wa.me/${dialPhone(s.contactWhatsApp).replace(/\D/g, "")}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {formatPhone(s.contactWhatsApp)}
                  </a>
                ) : (
                  "—"
                )
              }
            />
          </dl>
        </Section>
      </div>

      <LeadOriginSection origin={s} />
      <Section title={t("admin.submissions.description")}>
        <p className="whitespace-pre-line text-sm text-slate-800">{s.description}</p>
      </Section>
      <Section title={t("admin.submissions.features")}>
        {s.features.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {s.features.map((f) => (
              <li key={f}>
                <Badge tone="grey">{f}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t("admin.submissions.noFeatures")}</p>
        )}
      </Section>

      {s.adminNotes && !pending && (
        <Section title={t("admin.submissions.savedNotes")}>
          <NotesText notes={s.adminNotes} emptyText="" />
        </Section>
      )}

      {pending && !mayReview && <p className="text-sm text-slate-700">{t("admin.submissions.noPermission")}</p>}
      {pending && mayReview ? <ReviewForm submission={s} {...actions} /> : <Actions onClose={actions.onClose} />}
    </div>
  );
}

/** The Admin Notes box and the decisions: each decision is a submit button sending its status with the notes. */
function ReviewForm({ submission, busy, onClose, onDecide }: Omit<Review, "mayReview"> & { submission: Submission }) {
  const form = useSchemaForm(submissionReviewSchema, {
    onValid: ({ status, adminNotes }) => onDecide(submission, { status, adminNotes: adminNotes ?? "" }),
  });
  return (
    <form {...form.formProps} className="space-y-6">
      <Field {...form.field("adminNotes")} label={t("admin.submissions.adminNotes")}>
        <Textarea
          {...form.control("adminNotes")}
          rows={3}
          maxLength={5000}
          placeholder={t("admin.submissions.adminNotesPlaceholder")}
          className="mt-1"
        />
      </Field>
      <Actions onClose={onClose}>
        <Button type="submit" name="status" value="rejected" variant="danger" disabled={busy !== null}>
          <X aria-hidden="true" className="size-4" />
          {busy === "rejected" ? t("admin.submissions.rejecting") : t("admin.submissions.reject")}
        </Button>
        <Button type="submit" name="status" value="approved" disabled={busy !== null}>
          <Check aria-hidden="true" className="size-4" />
          {busy === "approved" ? t("admin.submissions.approving") : t("admin.submissions.approve")}
        </Button>
      </Actions>
    </form>
  );
}

/** The row of buttons under the details: Cancel, then the decisions when there are some. */
function Actions({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={onClose}>
        {t("admin.submissions.cancel")}
      </Button>
      {children}
    </div>
  );
}

/** The staff member the submission is assigned to, saved as soon as another is chosen. */
function SubmissionAssignee({ submission: s }: { submission: Submission }) {
  const assign = useAssign();
  return (
    <AssigneeSelect
      value={s.assigneeId ?? ""}
      disabled={assign.isPending}
      onChange={(id) => assign.mutate({ id: s._id, assigneeId: id || null })}
    />
  );
}
