import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Merge } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { LEAD_KINDS, LEAD_SOURCES } from "../../../../domain/enums.ts";
import type { Person, TimelineEntry } from "../../../../domain/person.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { labelFor, serverText, t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { ApiError } from "../../../lib/api.ts";
import { PersonalDataActions } from "../personal-data/personal-data-actions.tsx";
import { useNotify } from "../resource/use-crud.ts";
import { peopleApi } from "./api.ts";

const kindLabel = labelFor("admin.people.kinds", LEAD_KINDS);
const sourceLabel = labelFor("admin.leads.sources", LEAD_SOURCES);

/** Where each record opens in its own inbox. */
const RECORD_LINKS = {
  lead: (id: string) => `/admin/consultations?open=${id}`,
  contact: (id: string) => `/admin/contacts?open=${id}`,
  submission: (id: string) => `/admin/submissions?open=${id}`,
  viewing: () => "/admin/viewings",
} as const;

/** One person: who they are, and everything they sent with every note on it, oldest first; a duplicate can be merged in. */
export function PersonPage({ id }: { id: string }) {
  const person = useQuery({
    queryKey: peopleApi.personKey(id),
    queryFn: () => peopleApi.person(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (person.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>
          {person.error instanceof ApiError && person.error.status === 404
            ? t("admin.people.notFound")
            : t("admin.people.loadError")}
        </p>
        <Link to="/admin/people" className="mt-3 inline-block font-semibold underline">
          {t("admin.people.back")}
        </Link>
      </div>
    );
  if (!person.data)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20" />
        ))}
      </div>
    );
  const { person: who, timeline } = person.data;
  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{who.name}</h2>
          <p className="break-all text-sm text-slate-700">
            {[who.email, who.phone && formatPhone(who.phone)].filter(Boolean).join(" · ")}
          </p>
          {who.erasedAt && (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {t("admin.people.erasedOn", { when: formatDateTime(who.erasedAt) })}
            </p>
          )}
        </div>
        <MergeButton person={who} />
      </section>
      <PersonalDataActions personId={who._id} erased={who.erasedAt !== null} />
      <section aria-labelledby="person-timeline" className="space-y-3">
        <h2 id="person-timeline" className="text-sm font-semibold text-slate-700">
          {t("admin.people.timeline", { count: timeline.length })}
        </h2>
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {timeline.map((entry) => (
            <li key={`${entry.type}-${entry.id}-${entry.at}-${entry.type === "note" ? entry.text.slice(0, 20) : ""}`}>
              <Entry entry={entry} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Entry({ entry }: { entry: TimelineEntry }) {
  const when = (
    <time dateTime={entry.at} className="text-sm text-slate-700">
      {formatDateTime(entry.at)}
    </time>
  );
  if (entry.type === "note")
    return (
      <article className="rounded-xl bg-amber-50 p-3">
        <h3 className="text-sm font-semibold text-slate-900">
          {t("admin.people.note")} · {when}
        </h3>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{entry.text}</p>
      </article>
    );
  const link = entry.type === "viewing" ? RECORD_LINKS.viewing() : RECORD_LINKS[entry.type](entry.id);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-3">
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
        <Link to={link} className="text-brand-800 underline">
          {entry.type === "lead" ? kindLabel(entry.kind) : t(`admin.people.types.${entry.type}`)}
        </Link>
        {when}
      </h3>
      {entry.type === "lead" && (
        <>
          {entry.listingTitle && <p className="text-sm text-slate-800">{entry.listingTitle}</p>}
          <p className="text-sm text-slate-700">
            {sourceLabel(entry.source)}
            {entry.sourcePage ? ` · ${entry.sourcePage}` : ""}
          </p>
          {entry.message && <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{entry.message}</p>}
        </>
      )}
      {entry.type === "contact" && (
        <>
          <p className="text-sm font-medium text-slate-800">{entry.subject}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{entry.message}</p>
        </>
      )}
      {entry.type === "submission" && (
        <p className="text-sm text-slate-800">
          {entry.title} · {entry.location}
        </p>
      )}
      {entry.type === "viewing" && (
        <p className="text-sm text-slate-800">{t("admin.people.viewingAt", { when: formatDateTime(entry.startsAt) })}</p>
      )}
    </article>
  );
}

/** Merge: search for the duplicate, pick them, confirm; their records move to this person. */
function MergeButton({ person }: { person: Person }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Merge aria-hidden="true" className="size-4" />
        {t("admin.people.merge.open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("admin.people.merge.title", { name: person.name })} size="lg">
        {open && <MergeForm person={person} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function MergeForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const id = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<Person | null>(null);
  const found = useQuery({
    queryKey: peopleApi.searchKey(q, 1),
    queryFn: () => peopleApi.search(q, 1, 10),
    enabled: q.trim().length >= 2,
  });
  const merge = useMutation({
    mutationFn: (otherId: string) => peopleApi.merge(person._id, otherId),
    onSuccess: async (merged, otherId) => {
      queryClient.setQueryData(peopleApi.personKey(person._id), merged);
      queryClient.removeQueries({ queryKey: peopleApi.personKey(otherId) });
      await queryClient.invalidateQueries({ queryKey: peopleApi.key });
      notify.success(t("admin.people.merge.done"), t("admin.people.merge.doneText", { name: chosen?.name ?? "" }));
      onDone();
    },
    onError: (error) =>
      notify.failure(
        t("admin.people.merge.failed"),
        error instanceof ApiError && error.serverMessage ? serverText(error.serverMessage) : t("admin.people.merge.failedText"),
      ),
  });
  const candidates = (found.data?.people ?? []).filter((p) => p._id !== person._id);

  if (chosen)
    return (
      <div className="space-y-4">
        <p className="text-slate-800">
          {t("admin.people.merge.confirm", { other: chosen.name, name: person.name, count: chosen.records })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setChosen(null)} disabled={merge.isPending}>
            {t("admin.people.merge.back")}
          </Button>
          <Button variant="danger" onClick={() => merge.mutate(chosen._id)} disabled={merge.isPending}>
            {merge.isPending ? t("admin.people.merge.merging") : t("admin.people.merge.submit")}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t("admin.people.merge.intro")}</p>
      <div>
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-900">
          {t("admin.people.merge.searchLabel")}
        </label>
        <Input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
      </div>
      {q.trim().length >= 2 && (
        <ul aria-label={t("admin.people.merge.results")} aria-busy={found.isFetching} className="space-y-2">
          {found.data && candidates.length === 0 && <li className="text-sm text-slate-700">{t("admin.people.empty")}</li>}
          {candidates.map((candidate) => (
            <li
              key={candidate._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{candidate.name}</p>
                <p className="break-all text-sm text-slate-700">
                  {[candidate.email, candidate.phone && formatPhone(candidate.phone)].filter(Boolean).join(" · ")}
                </p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => setChosen(candidate)}>
                {t("admin.people.merge.choose", { name: candidate.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
