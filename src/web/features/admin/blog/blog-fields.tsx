import type { z } from "zod";
import type { blogFormSchema } from "../../../../domain/blog.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../../../../domain/enums.ts";
import type { FormBinding } from "../../../components/form/binding.ts";
import { Options } from "../../../components/form/options.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { choicesOf } from "../resource/choice-field.tsx";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { categoryLabel, statusLabel } from "./rules.ts";

export type BlogField = keyof z.input<typeof blogFormSchema> & string;
/** The fields in the order they are shown, which is the order their messages are told. */
export const BLOG_FIELD_ORDER: readonly BlogField[] = [
  "title",
  "category",
  "tags",
  "excerpt",
  "content",
  "status",
  "publishDate",
  "author",
  "authorImage",
  "image",
];
/** Fields with a hint below them. */
export const BLOG_HINTS: readonly BlogField[] = ["tags", "content", "publishDate"];

type Props = { form: FormBinding<BlogField> };

/** The post's text fields: title, category, tags, excerpt and content. */
export function PostTextFields({ form }: Props) {
  return (
    <>
      <Field {...form.field("title")} label={t("admin.blog.fields.title")} required>
        <Input {...form.control("title")} aria-required="true" maxLength={200} className="h-11" />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field {...form.field("category")} label={t("admin.blog.fields.category")} required>
          <Select {...form.control("category")} aria-required="true" className="h-11">
            <Options choices={choicesOf(BLOG_CATEGORIES, categoryLabel)} placeholder={t("admin.blog.fields.chooseCategory")} />
          </Select>
        </Field>
        <SchemaTextField form={form} name="tags" texts="admin.blog.fields" />
      </div>
      <Field {...form.field("excerpt")} label={t("admin.blog.fields.excerpt")}>
        <Textarea {...form.control("excerpt")} rows={2} maxLength={1000} />
      </Field>
      <Field {...form.field("content")} label={t("admin.blog.fields.content")} required hint={t("admin.blog.fields.contentHint")}>
        <Textarea {...form.control("content")} aria-required="true" rows={10} className="font-mono" />
      </Field>
    </>
  );
}

/** When and by whom: status, publish date, author and the author's image address. */
export function PostPublishingFields({ form }: Props) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field {...form.field("status")} label={t("admin.blog.fields.status")}>
        <Select {...form.control("status")} className="h-11">
          <Options choices={choicesOf(BLOG_STATUSES, statusLabel)} />
        </Select>
      </Field>
      <SchemaTextField form={form} name="publishDate" texts="admin.blog.fields" type="datetime-local" />
      <Field {...form.field("author")} label={t("admin.blog.fields.author")} required>
        <Input {...form.control("author")} aria-required="true" maxLength={120} className="h-11" />
      </Field>
      <SchemaTextField form={form} name="authorImage" texts="admin.blog.fields" type="url" inputMode="url" />
    </div>
  );
}
