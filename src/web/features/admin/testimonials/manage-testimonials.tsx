import { useRef, useState } from "react";
import type { Testimonial } from "../../../../domain/testimonial.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { useRemove, useResourceList } from "../resource/api.ts";
import { DeleteConfirm } from "../resource/crud-dialogs.tsx";
import { ItemList } from "../resource/list-state.tsx";
import { useCrudOpen, useNotify } from "../resource/use-crud.ts";
import { useSave } from "../resource/use-save.ts";
import { testimonialsApi } from "./api.ts";
import { draftOfTestimonial, emptyTestimonial } from "./form.ts";
import { TestimonialCard } from "./testimonial-card.tsx";
import { TestimonialForm } from "./testimonial-form.tsx";

/** The form (add, or edit the chosen testimonial) beside the list; deleting asks first. */
export function ManageTestimonials() {
  const notify = useNotify();
  // The form stays on screen: `editor` says which testimonial it edits, `deletion` which one may go.
  const editor = useCrudOpen<Testimonial>();
  const deletion = useCrudOpen<Testimonial>();
  // A new round gives a fresh form: after a save, a cancel, or a click on Edit.
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLElement>(null);
  const list = useResourceList(testimonialsApi);
  const editing = editor.editing;

  const resetForm = () => {
    editor.close();
    setRound((n) => n + 1);
  };

  const save = useSave(testimonialsApi, {
    onSuccess: (saved, created) => {
      if (created)
        notify.success(t("admin.testimonials.success.addedTitle"), t("admin.testimonials.success.added", { name: saved.name }));
      else
        notify.success(
          t("admin.testimonials.success.updatedTitle"),
          t("admin.testimonials.success.updated", { name: saved.name }),
        );
      resetForm();
    },
    onError: (error) => notify.failure(t("admin.testimonials.errors.title"), t("admin.testimonials.errors.save"), error),
  });

  const remove = useRemove(testimonialsApi, {
    onSuccess: (item) => {
      notify.success(t("admin.testimonials.success.deletedTitle"), t("admin.testimonials.success.deleted", { name: item.name }));
      if (editing?._id === item._id) resetForm();
      deletion.close();
    },
    onError: (error) => notify.failure(t("admin.testimonials.errors.title"), t("admin.testimonials.errors.delete"), error),
  });

  function startEdit(item: Testimonial) {
    editor.edit(item);
    setRound((n) => n + 1);
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
        <TestimonialForm
          key={round}
          initial={editing ? draftOfTestimonial(editing) : emptyTestimonial()}
          editing={editing !== undefined}
          focusOnMount={editing !== undefined}
          onCancel={resetForm}
          onSubmit={(body) => save.mutateAsync({ id: editing?._id, body })}
        />
      </section>

      <section aria-labelledby="testimonial-list-title" className="lg:col-span-3">
        <h2 id="testimonial-list-title" className="mb-3 text-lg font-bold text-slate-900">
          {t("admin.testimonials.listTitle")}
        </h2>
        <ItemList query={list} items={list.data ?? []} texts="admin.testimonials" className="space-y-3">
          {(item) => (
            <TestimonialCard
              item={item}
              current={editing?._id === item._id}
              onEdit={() => startEdit(item)}
              onDelete={() => deletion.confirmDelete(item)}
            />
          )}
        </ItemList>
      </section>

      <DeleteConfirm crud={deletion} remove={remove} texts="admin.testimonials.confirm" name={(item) => item.name} />
    </div>
  );
}
