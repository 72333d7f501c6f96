import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import type { ViewingSlots } from "../../../domain/viewing-slots.ts";
import { staticBinding } from "../../components/form/binding.ts";
import { useLiveForm } from "../../components/form/use-live-form.ts";
import "../../i18n/catalogues/leads.ts";
import { t } from "../../i18n/i18n.ts";
import { useFormResult } from "../forms/form-result.ts";
import type { LeadField } from "./lead-form.ts";
import { LeadFormView } from "./lead-form-view.tsx";
import { LEAD_SECTION_ID, type LeadListing, type LeadMode, leadBackPath, leadTexts } from "./lead-texts.ts";

const loadLive = () => import("./lead-form-panel.tsx").then((module) => module.default);

/**
 * The lead form in a page (/request: a lead button followed before or without scripts). Posted, it
 * comes back here with the outcome or with what was typed.
 */
export function LeadSection({
  mode,
  listing,
  notVisitable,
  slots,
}: {
  mode: LeadMode;
  listing?: LeadListing;
  /** An inquiry opened from Schedule Viewing on a listing that can no longer be visited: it says so. */
  notVisitable?: boolean;
  slots?: ViewingSlots;
}) {
  const back = leadBackPath(listing);
  const navigate = useNavigate();
  const result = useFormResult("lead");
  const { title, subtitle, message } = leadTexts(mode, listing);
  const formId = `lead-${useId().replace(/:/g, "")}`;
  const { live, onSubmit } = useLiveForm(formId, loadLive);
  const binding = staticBinding<LeadField>(formId, { message, ...result?.values }, result?.fields);
  return (
    <section
      id={LEAD_SECTION_ID}
      aria-labelledby={`${LEAD_SECTION_ID}-title`}
      className="mx-auto my-8 max-w-xl scroll-mt-20 rounded-2xl bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${LEAD_SECTION_ID}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{subtitle}</p>
      {result?.sent ? (
        <div className="space-y-4">
          <p role="status" className="flex items-center gap-2 font-medium text-green-800">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {result.message}
          </p>
          <Link to={back} className="font-semibold text-brand-700 underline">
            {t("inquiry.close")}
          </Link>
        </div>
      ) : live ? (
        <live.module
          formId={formId}
          mode={mode}
          listing={listing}
          notVisitable={notVisitable}
          slots={slots}
          result={result}
          carried={live.carried}
          cancelHref={back}
          onDone={() => navigate(back)}
        />
      ) : (
        <LeadFormView
          binding={{ ...binding, formProps: { ...binding.formProps, onSubmit } }}
          mode={mode}
          listing={listing}
          notVisitable={notVisitable}
          slots={slots}
          slotProblem={result?.fields.slot}
          cancelHref={back}
        />
      )}
    </section>
  );
}
