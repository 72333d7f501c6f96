import { useQuery } from "@tanstack/react-query";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { teamApi } from "../viewings/api.ts";
import type { PropertyFormKit } from "./listing-facts-fields.tsx";

/**
 * The listing's responsible agent, chosen from the active staff: its viewings are booked in their
 * hours. A new listing starts with whoever adds it; an edit may leave it with nobody.
 */
export function AgentField({ form, allowNobody }: { form: PropertyFormKit; allowNobody: boolean }) {
  const team = useQuery({ queryKey: teamApi.key, queryFn: teamApi.list });
  const chosen = form.control("agentId").defaultValue;
  const members = (team.data ?? []).filter((member) => member.active || member.id === chosen);
  return (
    <Field {...form.field("agentId")} label={t("admin.properties.form.agent")} hint={t("admin.properties.form.agentHint")}>
      {/* Remounted once the staff are loaded, so the saved choice is selected. */}
      <Select key={members.length} {...form.control("agentId")}>
        {allowNobody && <option value="">{t("admin.properties.form.noAgent")}</option>}
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.username}
          </option>
        ))}
      </Select>
    </Field>
  );
}
