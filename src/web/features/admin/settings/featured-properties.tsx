import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Property } from "../../../../domain/property.ts";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge, statusTone } from "../../../components/ui/badge.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { useResourceList, useUpdate } from "../resource/api.ts";
import { ListState } from "../resource/list-state.tsx";
import { SearchBox } from "../resource/search-box.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { featuredPropertiesApi } from "./api.ts";
import { Notice, Section } from "./controls.tsx";
import { matchesProperty } from "./rules.ts";

/** Every property with a switch for its featured flag, searchable by title or location. */
export function FeaturedProperties({ canToggle }: { canToggle: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState("");
  const properties = useResourceList(featuredPropertiesApi);
  const toggle = useUpdate(featuredPropertiesApi, {
    onSuccess: (updated) => {
      // Other back-office pages listing properties reload with the new flag.
      void queryClient.invalidateQueries({ queryKey: ["properties"] });
      notify.success(
        t("admin.settings.successTitle"),
        updated.featured ? t("admin.settings.featured.featured") : t("admin.settings.featured.unfeatured"),
      );
    },
    onError: (error) => notify.failure(t("admin.settings.errorTitle"), t("admin.settings.featured.failed"), error),
  });

  return (
    <Section title={t("admin.settings.featured.heading")} description={t("admin.settings.featured.description")}>
      {!canToggle && <Notice>{t("admin.settings.featured.noPermission")}</Notice>}
      <ListState
        query={properties}
        items={properties.data ?? []}
        loadingLabel={t("admin.settings.loading")}
        errorText={t("admin.settings.featured.loadFailed")}
        emptyText={t("admin.settings.featured.empty")}
      >
        {(all) => {
          const shown = all.filter((property) => matchesProperty(property, query));
          return (
            <>
              <div className="mb-3 max-w-sm">
                <SearchBox
                  label={t("admin.settings.featured.search")}
                  placeholder={t("admin.settings.featured.search")}
                  value={query}
                  onChange={setQuery}
                />
              </div>
              {shown.length === 0 ? (
                <p className="text-slate-600">{t("admin.settings.featured.noMatch")}</p>
              ) : (
                <ul
                  className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
                  aria-label={t("admin.settings.featured.heading")}
                >
                  {shown.map((property) => {
                    const pending = toggle.isPending && toggle.variables?.id === property._id;
                    // While saving, the switch already shows where it is going.
                    const going = pending ? toggle.variables?.change.featured : undefined;
                    return (
                      <PropertyRow
                        key={property._id}
                        property={property}
                        featured={going ?? property.featured}
                        disabled={!canToggle || pending}
                        onToggle={(featured) => toggle.mutate({ id: property._id, change: { featured } })}
                      />
                    );
                  })}
                </ul>
              )}
            </>
          );
        }}
      </ListState>
    </Section>
  );
}

type RowProps = { property: Property; featured: boolean; disabled: boolean; onToggle: (featured: boolean) => void };

function PropertyRow({ property, featured, disabled, onToggle }: RowProps) {
  return (
    <li className="flex items-center gap-3 p-3">
      <div className="size-12 shrink-0 overflow-hidden rounded-md bg-slate-100">
        {property.images[0] && (
          <ResponsiveImage
            src={property.images[0]}
            alt=""
            width={48}
            height={48}
            sizes="48px"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{property.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="truncate">{property.location}</span>
          <Badge tone={statusTone(property.status)}>
            {tOptional(`admin.settings.featured.statuses.${property.status}`) ?? property.status}
          </Badge>
        </p>
      </div>
      <Switch
        label={t("admin.settings.featured.toggleLabel", { title: property.title })}
        checked={featured}
        disabled={disabled}
        onChange={onToggle}
      />
    </li>
  );
}
