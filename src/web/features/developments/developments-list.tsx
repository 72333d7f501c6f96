import { lazy, Suspense } from "react";
import { useRevalidator } from "react-router";
import type { Development } from "../../../domain/development.ts";
import { CardSkeletons } from "../../components/listing/card-skeletons.tsx";
import type { SectionLevel } from "../../components/listing/listing-section.tsx";
import { localePath, t } from "../../i18n/i18n.ts";
import { useListingView } from "../../lib/use-url-dialog.ts";
import { Deferred, SectionEmpty, SectionError } from "../home/deferred.tsx";
import { DevelopmentCard } from "./development-card.tsx";

// The modal (with the lead form's buttons) loads on the first Quick View, not with the page (unless
// the address has one open: the server renders it then).
const DevelopmentQuickView = lazy(() =>
  import("./development-quick-view.tsx").then((module) => ({ default: module.DevelopmentQuickView })),
);

/**
 * The cards, 1, 2 or 3 to a row, with their quick-view modal (kept in the address as `?view={id}`);
 * 'No developments found.' when there are none.
 */
export function DevelopmentGrid({
  developments,
  priorityFirst = false,
  headingLevel,
}: {
  developments: Development[];
  priorityFirst?: boolean;
  headingLevel?: SectionLevel;
}) {
  const quickView = useListingView(developments, localePath("/developments"));
  if (developments.length === 0) return <SectionEmpty message={t("home.developmentsEmpty")} />;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {developments.map((development, index) => (
          <li key={development._id} className="flex">
            <DevelopmentCard
              development={development}
              priority={priorityFirst && index === 0}
              headingLevel={headingLevel}
              onQuickView={quickView.open}
            />
          </li>
        ))}
      </ul>
      {quickView.used && (
        <Suspense fallback={null}>
          <DevelopmentQuickView development={quickView.selected} onClose={quickView.close} />
        </Suspense>
      )}
    </>
  );
}

/** The developments as the loader streams them: placeholders, then the grid, or the error with retry. */
export function DevelopmentsList({
  developments,
  priorityFirst = false,
  headingLevel,
}: {
  developments: Promise<Development[]> | Development[];
  priorityFirst?: boolean;
  /** The cards' titles' level (DevelopmentCard). */
  headingLevel?: SectionLevel;
}) {
  const revalidator = useRevalidator();
  return (
    <Deferred
      resolve={developments}
      fallback={<CardSkeletons count={3} label={t("home.developmentsLoading")} />}
      error={<SectionError message={t("home.developmentsError")} onRetry={() => revalidator.revalidate()} />}
    >
      {(list) => <DevelopmentGrid developments={list} priorityFirst={priorityFirst} headingLevel={headingLevel} />}
    </Deferred>
  );
}
