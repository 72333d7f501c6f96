import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { SearchBox } from "../resource/search-box.tsx";
import { STATUS_FILTERS, type StatusFilter } from "./rules.ts";

/** Search, status filter and, for those who may create listings, 'Add New Property'. */
export function PropertyToolbar({
  search,
  onSearch,
  status,
  onStatus,
  onAdd,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  onAdd?: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox
        label={t("admin.properties.searchLabel")}
        placeholder={t("admin.properties.searchPlaceholder")}
        value={search}
        onChange={onSearch}
      />
      <Select
        aria-label={t("admin.properties.statusFilterLabel")}
        value={status}
        onChange={(e) => onStatus(e.target.value as StatusFilter)}
        className="h-11 sm:w-52"
      >
        {STATUS_FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </Select>
      {onAdd && (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.properties.add")}
        </Button>
      )}
    </div>
  );
}
