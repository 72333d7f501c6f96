import { Options } from "../../../components/form/options.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { SearchToolbar } from "../resource/search-box.tsx";
import { STATUS_FILTERS, type StatusFilter } from "./rules.ts";
import { statusLabel } from "./texts.ts";

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
    <SearchToolbar texts="admin.properties" search={search} onSearch={onSearch} onAdd={onAdd}>
      <Select
        aria-label={t("admin.properties.statusFilterLabel")}
        value={status}
        onChange={(e) => onStatus(e.target.value as StatusFilter)}
        className="h-11 sm:w-52"
      >
        <Options
          choices={STATUS_FILTERS.map((value) => ({
            value,
            label: value === "all" ? t("admin.properties.allStatuses") : statusLabel(value),
          }))}
        />
      </Select>
    </SearchToolbar>
  );
}
