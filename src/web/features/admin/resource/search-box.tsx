import { Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { labelsOf, type SectionWith } from "../../../i18n/catalogues/admin.ts";

/** The search field at the head of a back-office list; it fills the row's free width. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 pl-9"
      />
    </div>
  );
}

/**
 * The head of a listing screen: the search, the screen's own filters (`children`) and, for those
 * who may create records, the add button. Its texts are `searchLabel`, `searchPlaceholder` and
 * `add` under the catalogue prefix `texts`.
 */
export function SearchToolbar({
  texts,
  search,
  onSearch,
  onAdd,
  children,
}: {
  texts: SectionWith<"searchLabel" | "searchPlaceholder" | "add">;
  search: string;
  onSearch: (value: string) => void;
  onAdd?: () => void;
  children?: ReactNode;
}) {
  const text = labelsOf(texts, ["searchLabel", "searchPlaceholder", "add"]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox label={text.searchLabel} placeholder={text.searchPlaceholder} value={search} onChange={onSearch} />
      {children}
      {onAdd && (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {text.add}
        </Button>
      )}
    </div>
  );
}
