import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { ViewingSlots } from "../../../domain/viewing-slots.ts";
import { NOT_VISITABLE_MESSAGE } from "../../../domain/visits.ts";
import type { Control, FormBinding } from "../../components/form/binding.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/leads.ts";
import { formatPrice } from "../../i18n/format.ts";
import { t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { VisitOriginFields } from "../forms/visit-origin-fields.tsx";
import { type LeadField, leadProgress } from "./lead-form.ts";
import { type LeadListing, type LeadMode, leadRequestUrl, leadTexts } from "./lead-texts.ts";
import { ViewingSlotChoice } from "./viewing-slots.tsx";

/** Read at render: the server writes every language, so a text cannot be fixed when the module loads. */
const labels = (): Record<LeadField, string> => ({
  name: t("inquiry.name"),
  email: t("inquiry.email"),
  phone: t("inquiry.phone"),
  message: t("inquiry.message"),
});

type Input = (props: Control & { className: string }) => ReactNode;

function LeadInput({ binding, name, input }: { binding: FormBinding<LeadField>; name: LeadField; input: Input }) {
  const { id, error, valid } = binding.field(name);
  const label = labels()[name];
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        {input({
          ...binding.control(name),
          className: `block w-full rounded-lg border px-3 py-2.5 pr-10 text-base text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600 ${
            error ? "border-red-600" : "border-slate-300"
          }`,
        })}
        {valid && (
          <CircleCheck
            role="img"
            aria-label={t("inquiry.fieldComplete", { label })}
            className="absolute right-3 top-3 size-5 text-green-700"
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The lead form's markup: a plain post to the /request page, bound to the form kit once live
 * (checked here and sent to POST /api/consultations).
 */
export function LeadFormView({
  binding,
  mode,
  listing,
  notVisitable,
  onCancel,
  cancelHref,
  slots,
  slotProblem,
}: {
  binding: FormBinding<LeadField>;
  mode: LeadMode;
  listing?: LeadListing;
  /** Opened from Schedule Viewing on a listing that can no longer be visited: said above the inquiry. */
  notVisitable?: boolean;
  onCancel?: () => void;
  cancelHref?: string;
  /** A viewing's free times to choose from; none (or no days) keeps the plain request. */
  slots?: ViewingSlots;
  /** Why the chosen time could not be booked (taken meanwhile). */
  slotProblem?: string;
}) {
  const texts = leadTexts(mode, listing);
  const progress = leadProgress((name) => binding.field(name).valid);
  const progressId = `${binding.formProps.id}-progress`;
  return (
    <form noValidate method="post" action={leadRequestUrl(mode, listing)} {...binding.formProps} className="space-y-4">
      {notVisitable && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-inset ring-amber-200">
          {tMessage(NOT_VISITABLE_MESSAGE)}
        </p>
      )}
      <input type="hidden" name="intent" value="lead" />
      <input type="hidden" name="kind" value={mode} />
      <VisitOriginFields />
      {listing && <input type="hidden" name={listing.kind === "property" ? "propertyId" : "developmentId"} value={listing.id} />}
      {listing && (
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
          <p lang={listing.titleLang} className="font-semibold text-slate-900">
            {listing.title}
          </p>
          <p className="text-sm text-slate-600">{listing.location}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
            {listing.bedrooms !== undefined && <span>{t("properties.bedCount", { n: listing.bedrooms })}</span>}
            {listing.bathrooms !== undefined && <span>{t("properties.bathCount", { n: listing.bathrooms })}</span>}
            {listing.price !== undefined && <span className="font-bold text-brand-800">{formatPrice(listing.price)}</span>}
          </p>
        </div>
      )}

      <div>
        <div className="mb-1 flex justify-between text-sm text-slate-700">
          <span id={progressId}>{t("inquiry.progressLabel")}</span>
          <span>{t("inquiry.progress", { percent: progress })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t("inquiry.progress", { percent: progress })}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      <LeadInput binding={binding} name="name" input={(props) => <input type="text" autoComplete="name" {...props} />} />
      <LeadInput
        binding={binding}
        name="email"
        input={(props) => <input type="email" autoComplete="email" inputMode="email" {...props} />}
      />
      <LeadInput binding={binding} name="phone" input={(props) => <input type="tel" autoComplete="tel" {...props} />} />
      <LeadInput binding={binding} name="message" input={(props) => <textarea rows={4} {...props} />} />
      {mode === "viewing" && slots && slots.days.length > 0 && <ViewingSlotChoice slots={slots} problem={slotProblem} />}

      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{t("inquiry.notice")}</p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancelHref ? (
          <a href={cancelHref} className={buttonClass("secondary", "md")}>
            {t("inquiry.cancel")}
          </a>
        ) : (
          <Button variant="secondary" onClick={onCancel} disabled={binding.pending}>
            {t("inquiry.cancel")}
          </Button>
        )}
        <Button type="submit" disabled={binding.pending} aria-disabled={binding.pending}>
          {binding.pending ? t("inquiry.sending") : texts.submit}
        </Button>
      </div>
    </form>
  );
}
