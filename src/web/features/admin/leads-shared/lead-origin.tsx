import { Users } from "lucide-react";
import { Link } from "react-router";
import type { LeadSource } from "../../../../domain/enums.ts";
import { LEAD_SOURCES } from "../../../../domain/enums.ts";
import { UTM_KEYS } from "../../../../domain/lead-origin.ts";
import { labelFor, labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { DetailRow as Row, DetailSection as Section } from "./details.tsx";

const sourceLabel = labelFor("admin.leads.sources", LEAD_SOURCES);
const UTM_LABELS = labelsOf("admin.leadOrigin.utm", UTM_KEYS);

export type LeadOrigin = {
  /** Consultations only: contact messages and submissions always come from the website. */
  source?: LeadSource;
  sourcePage: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  personId: string | null;
};

/**
 * Where a lead came from (the website's page, referrer and campaign, or the source staff entered),
 * and the way to everything else the same person sent.
 */
export function LeadOriginSection({ origin }: { origin: LeadOrigin }) {
  const campaign = UTM_KEYS.filter((key) => origin.utm[key]);
  return (
    <Section title={t("admin.leadOrigin.title")}>
      <dl className="space-y-1.5 text-sm">
        <Row label={t("admin.leadOrigin.source")} value={sourceLabel(origin.source ?? "website")} />
        {origin.sourcePage && (
          <Row label={t("admin.leadOrigin.page")} value={<code className="break-all">{origin.sourcePage}</code>} />
        )}
        {origin.referrer && (
          <Row label={t("admin.leadOrigin.referrer")} value={<span className="break-all">{origin.referrer}</span>} />
        )}
        {campaign.map((key) => (
          <Row key={key} label={UTM_LABELS[key]} value={origin.utm[key]} />
        ))}
      </dl>
      {origin.personId && (
        <Link
          to={`/admin/people/${origin.personId}`}
          className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline"
        >
          <Users aria-hidden="true" className="size-4" />
          {t("admin.leadOrigin.allFromPerson")}
        </Link>
      )}
    </Section>
  );
}
