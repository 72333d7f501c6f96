import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { labelsOf, type SectionWith, t } from "../../../i18n/catalogues/admin.ts";

type Query = Pick<UseQueryResult<unknown>, "isPending" | "isError" | "data" | "refetch">;

/**
 * The loading and error states of a whole screen: `children` renders once the data is there. Data
 * that loaded once keeps showing while a background reload fails.
 */
export function QueryState({
  query,
  loadingLabel,
  errorText,
  placeholder,
  errorDetail,
  children,
}: {
  query: Query;
  loadingLabel: string;
  errorText: string;
  /** Shown while loading instead of the spinner, e.g. skeleton cards in the grid's shape. */
  placeholder?: ReactNode;
  /** A second line under the error text, e.g. the server's reason. */
  errorDetail?: string;
  children: () => ReactNode;
}) {
  if (query.isPending && placeholder)
    return (
      <div role="status">
        <span className="sr-only">{loadingLabel}</span>
        {placeholder}
      </div>
    );
  if (query.isPending)
    return (
      <div role="status" className="flex justify-center py-16">
        <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-700 motion-reduce:animate-none" />
        <span className="sr-only">{loadingLabel}</span>
      </div>
    );
  if (query.isError && !query.data)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
        <p className="font-semibold text-red-900">{errorText}</p>
        {errorDetail && <p className="text-sm text-red-900">{errorDetail}</p>}
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t("admin.common.tryAgain")}
        </Button>
      </div>
    );
  return <>{children()}</>;
}

/**
 * The loading, error and empty states every back-office list shares; `children` renders the items
 * once there are some.
 */
export function ListState<T>({
  items,
  emptyText,
  children,
  ...states
}: Omit<Parameters<typeof QueryState>[0], "children"> & {
  items: T[];
  emptyText: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryState {...states}>
      {() => (
        <ItemsOrEmpty items={items} emptyText={emptyText}>
          {children}
        </ItemsOrEmpty>
      )}
    </QueryState>
  );
}

/**
 * A ListState whose items stand in a list (`className`), one `<li>` each, drawn by `children`. Its
 * texts are `loading`, `listError` and `empty` under the catalogue prefix `texts`; `emptyText` may
 * say more (e.g. that a filter hides every item).
 */
export function ItemList<T extends { _id: string }>({
  texts,
  emptyText,
  className,
  itemClassName,
  children,
  ...state
}: Omit<Parameters<typeof ListState<T>>[0], "children" | "loadingLabel" | "errorText" | "emptyText"> & {
  texts: SectionWith<"loading" | "listError" | "empty">;
  emptyText?: string;
  className: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const text = labelsOf(texts, ["loading", "listError", "empty"]);
  return (
    <ListState {...state} loadingLabel={text.loading} errorText={text.listError} emptyText={emptyText ?? text.empty}>
      {(items) => (
        <ul className={className}>
          {items.map((item) => (
            <li key={item._id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

/** The items, or the empty state's text when there are none (a list inside a loaded QueryState). */
export function ItemsOrEmpty<T>({
  items,
  emptyText,
  children,
}: {
  items: T[];
  emptyText: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (items.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{emptyText}</p>
    );
  return <>{children(items)}</>;
}
