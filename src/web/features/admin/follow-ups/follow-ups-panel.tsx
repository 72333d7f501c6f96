import { AlarmClock, Check } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import type { FollowUp } from "../../../../domain/follow-ups.ts";
import { fromDateTimeLocal, toDateTimeLocal } from "../../../../domain/time.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { useFailureToast } from "../failure-toast.ts";
import { can, useAdminSession } from "../session.ts";
import { type FollowUpOwner, type SnoozeChoice, useFollowUpActions, useFollowUps } from "./api.ts";

const ownerValue = (owner: FollowUpOwner) => (owner.scope === "assignee" ? `assignee:${owner.id}` : owner.scope);
const ownerOf = (value: string): FollowUpOwner =>
  value.startsWith("assignee:")
    ? { scope: "assignee", id: value.slice("assignee:".length) }
    : { scope: value === "all" ? "all" : "me" };

/**
 * The dashboard's follow-ups: due today and overdue (Kigali days), each opening its lead, with
 * Complete and Snooze. Staff who see every lead pick whose: theirs, everyone's or one colleague's.
 */
export function FollowUpsPanel() {
  const session = useAdminSession();
  const seesAll = can(session, "viewAllLeads");
  const [owner, setOwner] = useState<FollowUpOwner>({ scope: "me" });
  const list = useFollowUps(owner);
  // The colleagues to pick from: those with follow-ups due, as everyone's list names them.
  const everyone = useFollowUps({ scope: "all" }, seesAll);
  const colleagues = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of everyone.data ?? [])
      if (item.assigneeId && item.assigneeName) names.set(item.assigneeId, item.assigneeName);
    if (owner.scope === "assignee" && !names.has(owner.id)) names.set(owner.id, owner.id);
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [everyone.data, owner]);
  const [snoozing, setSnoozing] = useState<FollowUp | null>(null);
  // Completing lives here, not in the row: the row leaves the list once the list loads again,
  // and a mutation's own callbacks never run after its component has gone.
  const toast = useToast();
  const completeFailed = useFailureToast(t("admin.followUps.completeFailed"));
  const { complete } = useFollowUpActions();
  const completeOne = (id: string) =>
    complete.mutate(id, {
      onSuccess: () => toast({ title: t("admin.followUps.completed"), variant: "success" }),
      onError: completeFailed,
    });
  const selectId = useId();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} id="follow-ups" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {t("admin.followUps.heading")}
          </h2>
          <p className="text-sm text-slate-700">{t("admin.followUps.hint")}</p>
        </div>
        {seesAll && (
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
              {t("admin.followUps.whose")}
            </label>
            <select
              id={selectId}
              value={ownerValue(owner)}
              onChange={(event) => setOwner(ownerOf(event.target.value))}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="me">{t("admin.followUps.mine")}</option>
              <option value="all">{t("admin.followUps.everyone")}</option>
              {colleagues.map(([id, name]) => (
                <option key={id} value={`assignee:${id}`}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {list.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only">{t("admin.followUps.loading")}</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("admin.followUps.loadFailed")}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t("admin.followUps.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.map((item) => (
            <FollowUpRow
              key={item._id}
              item={item}
              completing={complete.isPending && complete.variables === item._id}
              onComplete={() => completeOne(item._id)}
              onSnooze={() => setSnoozing(item)}
              showAssignee={owner.scope !== "me"}
            />
          ))}
        </ul>
      )}
      <SnoozeDialog item={snoozing} onClose={() => setSnoozing(null)} />
    </section>
  );
}

type RowProps = {
  item: FollowUp;
  completing: boolean;
  onComplete: () => void;
  onSnooze: () => void;
  showAssignee: boolean;
};

function FollowUpRow({ item, completing, onComplete, onSnooze, showAssignee }: RowProps) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={item.link} className="font-semibold break-words text-brand-800 hover:underline">
            {item.name}
          </Link>
          <Badge tone={item.overdue ? "red" : "amber"}>
            {item.overdue ? t("admin.followUps.overdue") : t("admin.followUps.dueToday")}
          </Badge>
        </div>
        <p className="text-sm break-words text-slate-700">
          {[
            t("admin.followUps.due", { when: formatDateTime(item.followUpDate) }),
            item.listingTitle,
            showAssignee
              ? item.assigneeName
                ? t("admin.followUps.assignee", { name: item.assigneeName })
                : t("admin.followUps.unassigned")
              : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          aria-label={t("admin.followUps.completeLabel", { name: item.name })}
          disabled={completing}
          onClick={onComplete}
        >
          <Check aria-hidden="true" className="size-4" />
          {t("admin.followUps.complete")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("admin.followUps.snoozeLabel", { name: item.name })}
          onClick={onSnooze}
        >
          <AlarmClock aria-hidden="true" className="size-4" />
          {t("admin.followUps.snooze")}
        </Button>
      </div>
    </li>
  );
}

/** Snooze to tomorrow 09:00, next Monday 09:00 (Kigali time) or a chosen later time. */
function SnoozeDialog({ item, onClose }: { item: FollowUp | null; onClose: () => void }) {
  const toast = useToast();
  const snoozeFailed = useFailureToast(t("admin.followUps.snoozeFailed"));
  const { snooze } = useFollowUpActions();
  const inputId = useId();
  const [until, setUntil] = useState("");
  const send = (choice: SnoozeChoice) => {
    if (!item) return;
    snooze.mutate(
      { id: item._id, choice },
      {
        onSuccess: (state) => {
          toast({
            title: t("admin.followUps.snoozed", { when: formatDateTime(state.followUpDate ?? "") }),
            variant: "success",
          });
          setUntil("");
          onClose();
        },
        onError: snoozeFailed,
      },
    );
  };
  const chosen = fromDateTimeLocal(until);
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      busy={snooze.isPending}
      title={item ? t("admin.followUps.snoozeLabel", { name: item.name }) : ""}
    >
      <div className="flex flex-col gap-3">
        <Button variant="secondary" disabled={snooze.isPending} onClick={() => send({ preset: "tomorrow" })}>
          {t("admin.followUps.snoozeTomorrow")}
        </Button>
        <Button variant="secondary" disabled={snooze.isPending} onClick={() => send({ preset: "next-week" })}>
          {t("admin.followUps.snoozeNextWeek")}
        </Button>
        <form
          className="flex flex-col gap-2 border-t border-slate-200 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) send({ until: chosen.toISOString() });
          }}
        >
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t("admin.followUps.snoozeUntil")}
          </label>
          <input
            id={inputId}
            type="datetime-local"
            required
            min={toDateTimeLocal(new Date())}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            className="h-11 rounded-lg border border-slate-300 px-3"
          />
          <Button type="submit" disabled={snooze.isPending || !chosen}>
            {t("admin.followUps.snoozeSave")}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
