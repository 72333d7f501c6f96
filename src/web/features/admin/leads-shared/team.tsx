import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { t } from "../../../i18n/catalogues/admin.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { inputClass } from "./toolbar.tsx";

/** The staff a lead can be assigned to (GET /api/users/team), read once per visit. */
export function useTeam() {
  return useQuery({
    queryKey: ["admin", "team"],
    queryFn: () => ok(api.GET("/api/users/team")),
    staleTime: 5 * 60_000,
    refetchInterval: false,
  });
}

/** The name of a lead's assignee, or 'Unassigned'. */
export function useAssigneeName(assigneeId: string | null): string {
  const team = useTeam();
  if (!assigneeId) return t("admin.leads.unassigned");
  return team.data?.find((member) => member.id === assigneeId)?.username ?? "…";
}

/**
 * A select of the active staff (and the current assignee even when no longer active), with
 * 'Unassigned' (or `emptyLabel`) first; its value is the staff member's id, "" for nobody.
 */
export function AssigneeSelect({
  value,
  onChange,
  name,
  disabled = false,
  label = t("admin.leads.assignee"),
  emptyLabel = t("admin.leads.unassigned"),
  className = inputClass,
}: {
  value: string;
  onChange?: (assigneeId: string) => void;
  name?: string;
  disabled?: boolean;
  label?: string;
  emptyLabel?: string;
  className?: string;
}) {
  const id = useId();
  const team = useTeam();
  const choices = (team.data ?? []).filter((member) => member.active || member.id === value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled || team.isPending}
        onChange={(event) => onChange?.(event.target.value)}
        className={`mt-1 ${className}`}
      >
        <option value="">{emptyLabel}</option>
        {choices.map((member) => (
          <option key={member.id} value={member.id}>
            {member.away ? t("admin.leads.awayMember", { name: member.username }) : member.username}
          </option>
        ))}
      </select>
    </div>
  );
}
