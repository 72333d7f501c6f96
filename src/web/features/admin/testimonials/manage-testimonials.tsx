import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Star, Trash2, UserRound } from "lucide-react";
import { type FormEvent, useCallback, useId, useRef, useState } from "react";
import { variantUrl } from "../../../../domain/images.ts";
import type { Testimonial, TestimonialForm } from "../../../../domain/testimonial.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError, apiFetch } from "../../../lib/api.ts";
import { ImageField } from "../blog/image-field.tsx";
import {
  draftOfTestimonial,
  emptyTestimonial,
  STAR_CHOICES,
  type TestimonialDraft,
  type TestimonialErrors,
  testimonialBody,
  testimonialErrors,
} from "./form.ts";

export const TESTIMONIALS_QUERY_KEY = ["testimonials", "admin"] as const;

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600";

const reasonOf = (fallback: string, error: unknown) =>
  error instanceof ApiError && error.serverMessage ? `${fallback} ${error.serverMessage}` : fallback;

export function ManageTestimonials() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);
  const formRef = useRef<HTMLElement>(null);

  const list = useQuery({ queryKey: TESTIMONIALS_QUERY_KEY, queryFn: () => apiFetch<Testimonial[]>("/api/testimonials") });

  const resetForm = useCallback(() => {
    setEditing(null);
    setFormKey((k) => k + 1);
  }, []);

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TestimonialForm }) =>
      id
        ? apiFetch<Testimonial>(`/api/testimonials/${id}`, { method: "PUT", json: body })
        : apiFetch<Testimonial>("/api/testimonials", { method: "POST", json: body }),
    onSuccess: (saved, { id }) => {
      toast(
        id
          ? {
              title: t("admin.testimonials.success.updatedTitle"),
              description: t("admin.testimonials.success.updated", { name: saved.name }),
              variant: "success",
            }
          : {
              title: t("admin.testimonials.success.addedTitle"),
              description: t("admin.testimonials.success.added", { name: saved.name }),
              variant: "success",
            },
      );
      resetForm();
      void queryClient.invalidateQueries({ queryKey: TESTIMONIALS_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        title: t("admin.testimonials.errors.title"),
        description: reasonOf(t("admin.testimonials.errors.save"), error),
        variant: "destructive",
      }),
  });

  const remove = useMutation({
    mutationFn: (item: Testimonial) => apiFetch<null>(`/api/testimonials/${item._id}`, { method: "DELETE" }),
    onSuccess: (_, item) => {
      queryClient.setQueryData<Testimonial[]>(TESTIMONIALS_QUERY_KEY, (old) => old?.filter((x) => x._id !== item._id));
      toast({
        title: t("admin.testimonials.success.deletedTitle"),
        description: t("admin.testimonials.success.deleted", { name: item.name }),
        variant: "success",
      });
      if (editing?._id === item._id) resetForm();
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: TESTIMONIALS_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        title: t("admin.testimonials.errors.title"),
        description: reasonOf(t("admin.testimonials.errors.delete"), error),
        variant: "destructive",
      }),
  });

  function startEdit(item: Testimonial) {
    setEditing(item);
    setFormKey((k) => k + 1);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
      <section
        ref={formRef}
        aria-labelledby="testimonial-form-title"
        className="h-fit scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 lg:col-span-2"
      >
        <h2 id="testimonial-form-title" className="mb-4 text-lg font-bold text-slate-900">
          {editing ? t("admin.testimonials.formEditTitle") : t("admin.testimonials.formAddTitle")}
        </h2>
        <TestimonialFormFields
          key={formKey}
          initial={editing ? draftOfTestimonial(editing) : emptyTestimonial()}
          editing={editing !== null}
          focusOnMount={editing !== null}
          sending={save.isPending}
          onCancel={resetForm}
          onSubmit={(body) => save.mutate({ id: editing?._id ?? null, body })}
        />
      </section>

      <section aria-labelledby="testimonial-list-title" className="lg:col-span-3">
        <h2 id="testimonial-list-title" className="mb-3 text-lg font-bold text-slate-900">
          {t("admin.testimonials.listTitle")}
        </h2>
        {list.isPending ? (
          <ul aria-label={t("admin.testimonials.loading")} aria-busy="true" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
                <Skeleton className="size-14 shrink-0 rounded-full" />
                <div className="flex-1">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="mt-2 h-4 w-full" />
                  <Skeleton className="mt-2 h-4 w-2/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : list.isError && !list.data ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-semibold text-red-900">{t("admin.testimonials.fetchError")}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
              {t("admin.testimonials.tryAgain")}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            {t("admin.testimonials.empty")}
          </p>
        ) : (
          <ul className="space-y-3">
            {list.data.map((item) => (
              <li key={item._id}>
                <TestimonialCard
                  item={item}
                  current={editing?._id === item._id}
                  onEdit={() => startEdit(item)}
                  onDelete={() => setToDelete(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title={t("admin.testimonials.deleteTitle")}
        description={t("admin.testimonials.deleteConfirm")}
        cancelLabel={t("admin.testimonials.cancel")}
        confirmLabel={remove.isPending ? t("admin.testimonials.deleting") : t("admin.testimonials.delete")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {toDelete && <p className="mt-3 font-semibold text-slate-900">{toDelete.name}</p>}
      </ConfirmDialog>
    </div>
  );
}

function TestimonialFormFields({
  initial,
  editing,
  focusOnMount,
  sending,
  onSubmit,
  onCancel,
}: {
  initial: TestimonialDraft;
  editing: boolean;
  focusOnMount: boolean;
  sending: boolean;
  onSubmit: (body: TestimonialForm) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof TestimonialDraft>(key: K, value: TestimonialDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusName = useCallback(
    (element: HTMLInputElement | null) => {
      if (element && focusOnMount) element.focus({ preventScroll: true });
    },
    [focusOnMount],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || uploading) return;
    const found = testimonialErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (["name", "quote", "role", "stars", "order", "image"] as const).find((key) => found[key]);
      if (first) document.getElementById(field(first))?.focus();
      return;
    }
    onSubmit(testimonialBody(draft));
  }

  const errorProps = (key: keyof TestimonialDraft) =>
    errors[key] ? { "aria-invalid": true as const, "aria-describedby": field(`${key}-error`) } : {};
  const errorText = (key: keyof TestimonialDraft) =>
    errors[key] ? (
      <p id={field(`${key}-error`)} className="mt-1 text-sm font-medium text-red-800">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      <div>
        <div className="flex gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={field("name")}>{t("admin.testimonials.fields.name")}</label>
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </div>
        <input
          ref={focusName}
          id={field("name")}
          aria-required="true"
          maxLength={120}
          value={draft.name}
          onChange={(e) => set("name", e.target.value)}
          className={`${inputClass} h-11`}
          {...errorProps("name")}
        />
        {errorText("name")}
      </div>
      <div>
        <label htmlFor={field("role")} className="block text-sm font-medium text-slate-800">
          {t("admin.testimonials.fields.role")}
        </label>
        <input
          id={field("role")}
          maxLength={120}
          placeholder={t("admin.testimonials.fields.rolePlaceholder")}
          value={draft.role}
          onChange={(e) => set("role", e.target.value)}
          className={`${inputClass} h-11`}
          {...errorProps("role")}
        />
        {errorText("role")}
      </div>
      <div>
        <div className="flex gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={field("quote")}>{t("admin.testimonials.fields.quote")}</label>
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </div>
        <textarea
          id={field("quote")}
          aria-required="true"
          rows={4}
          maxLength={2000}
          value={draft.quote}
          onChange={(e) => set("quote", e.target.value)}
          className={`${inputClass} py-2`}
          {...errorProps("quote")}
        />
        {errorText("quote")}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={field("stars")} className="block text-sm font-medium text-slate-800">
            {t("admin.testimonials.fields.stars")}
          </label>
          <select
            id={field("stars")}
            value={draft.stars}
            onChange={(e) => set("stars", Number(e.target.value))}
            className={`${inputClass} h-11`}
            {...errorProps("stars")}
          >
            {STAR_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t("admin.testimonials.fields.starsOption", { n })}
              </option>
            ))}
          </select>
          {errorText("stars")}
        </div>
        <div>
          <label htmlFor={field("order")} className="block text-sm font-medium text-slate-800">
            {t("admin.testimonials.fields.order")}
          </label>
          <input
            id={field("order")}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.order}
            onChange={(e) => set("order", e.target.value)}
            className={`${inputClass} h-11`}
            {...(errors.order ? errorProps("order") : { "aria-describedby": field("order-hint") })}
          />
          {errorText("order") ?? (
            <p id={field("order-hint")} className="mt-1 text-xs text-slate-600">
              {t("admin.testimonials.fields.orderHint")}
            </p>
          )}
        </div>
      </div>
      <ImageField
        value={draft.image}
        onChange={(url) => set("image", url)}
        uploadUrl="/api/testimonials/upload"
        disabled={sending}
        onBusyChange={setUploading}
        texts={{
          label: t("admin.testimonials.fields.image"),
          choose: t("admin.testimonials.fields.chooseImage"),
          hint: t("admin.testimonials.fields.imageHint"),
          remove: t("admin.testimonials.fields.removeImage"),
          preview: t("admin.testimonials.fields.preview"),
          uploading: (percent: number) => t("admin.testimonials.fields.uploading", { percent }),
          uploadErrorTitle: t("admin.testimonials.errors.imageUploadTitle"),
          uploadErrorFallback: t("admin.testimonials.errors.imageUploadFallback"),
          fileErrorTitle: t("admin.testimonials.errors.fileTitle"),
          fileNotImage: t("admin.testimonials.errors.fileNotImage"),
        }}
      />
      {errorText("image")}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={draft.isPublished}
          onChange={(e) => set("isPublished", e.target.checked)}
          className="mt-0.5 size-5 accent-brand-700"
          aria-describedby={field("published-hint")}
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">{t("admin.testimonials.fields.published")}</span>
          <span id={field("published-hint")} className="block text-xs text-slate-600">
            {t("admin.testimonials.fields.publishedHint")}
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        {editing && (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            {t("admin.testimonials.cancelEdit")}
          </Button>
        )}
        <Button type="submit" disabled={sending || uploading}>
          {sending ? t("admin.testimonials.saving") : editing ? t("admin.testimonials.update") : t("admin.testimonials.add")}
        </Button>
      </div>
    </form>
  );
}

function TestimonialCard({
  item,
  current,
  onEdit,
  onDelete,
}: {
  item: Testimonial;
  current: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const nameId = `testimonial-${item._id}`;
  return (
    <article
      aria-labelledby={nameId}
      className={`flex gap-4 rounded-xl border bg-white p-4 ${current ? "border-brand-600 ring-2 ring-brand-100" : "border-slate-200"}`}
    >
      {item.image ? (
        <img
          src={variantUrl(item.image, 400)}
          alt={t("admin.testimonials.photoOf", { name: item.name })}
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
          <UserRound className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={nameId} className="font-bold break-words text-slate-900">
              {item.name}
            </h3>
            {item.role && <p className="text-sm text-slate-700">{item.role}</p>}
          </div>
          <Badge tone={item.isPublished ? "green" : "grey"}>
            {item.isPublished ? t("admin.testimonials.published") : t("admin.testimonials.hidden")}
          </Badge>
        </div>
        <p className="mt-1 flex items-center gap-0.5" role="img" aria-label={t("admin.testimonials.stars", { n: item.stars })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={`size-4 ${n <= item.stars ? "fill-accent-500 text-accent-500" : "text-slate-300"}`}
            />
          ))}
        </p>
        <blockquote className="mt-2 text-sm break-words text-slate-800">“{item.quote}”</blockquote>
        <p className="mt-2 text-xs text-slate-700">{t("admin.testimonials.order", { n: item.order })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {t("admin.testimonials.edit")}
            <span className="sr-only">: {item.name}</span>
          </Button>
          <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t("admin.testimonials.delete")}
            <span className="sr-only">: {item.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
