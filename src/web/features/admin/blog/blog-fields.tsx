import { useId } from "react";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../../../../domain/enums.ts";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Select, Textarea } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { type BlogDraft, categoryLabel, statusLabel } from "./rules.ts";

type Set = <K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) => void;

/** The post's text fields: title, category, tags, excerpt and content. */
export function PostTextFields({ draft, set }: { draft: BlogDraft; set: Set }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const tagsHint = t("admin.blog.fields.tagsHint");
  const contentHint = t("admin.blog.fields.contentHint");
  return (
    <>
      <Field id={id("title")} label={t("admin.blog.fields.title")} required>
        <Input
          id={id("title")}
          aria-required="true"
          maxLength={200}
          value={draft.title}
          onChange={(e) => set("title", e.target.value)}
          className="h-11"
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={id("category")} label={t("admin.blog.fields.category")} required>
          <Select
            id={id("category")}
            aria-required="true"
            value={draft.category}
            onChange={(e) => set("category", e.target.value as BlogDraft["category"])}
            className="h-11"
          >
            <option value="">{t("admin.blog.fields.chooseCategory")}</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("tags")} label={t("admin.blog.fields.tags")} hint={tagsHint}>
          <Input
            id={id("tags")}
            value={draft.tags}
            onChange={(e) => set("tags", e.target.value)}
            className="h-11"
            {...fieldAria(id("tags"), { hint: tagsHint })}
          />
        </Field>
      </div>
      <Field id={id("excerpt")} label={t("admin.blog.fields.excerpt")}>
        <Textarea
          id={id("excerpt")}
          rows={2}
          maxLength={1000}
          value={draft.excerpt}
          onChange={(e) => set("excerpt", e.target.value)}
        />
      </Field>
      <Field id={id("content")} label={t("admin.blog.fields.content")} required hint={contentHint}>
        <Textarea
          id={id("content")}
          aria-required="true"
          rows={10}
          value={draft.content}
          onChange={(e) => set("content", e.target.value)}
          className="font-mono"
          {...fieldAria(id("content"), { hint: contentHint })}
        />
      </Field>
    </>
  );
}

/** When and by whom: status, publish date, author and the author's image address. */
export function PostPublishingFields({ draft, set }: { draft: BlogDraft; set: Set }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const dateHint = t("admin.blog.fields.publishDateHint");
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id={id("status")} label={t("admin.blog.fields.status")}>
        <Select
          id={id("status")}
          value={draft.status}
          onChange={(e) => set("status", e.target.value as BlogDraft["status"])}
          className="h-11"
        >
          {BLOG_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id("publish-date")} label={t("admin.blog.fields.publishDate")} hint={dateHint}>
        <Input
          id={id("publish-date")}
          type="datetime-local"
          value={draft.publishDate}
          onChange={(e) => set("publishDate", e.target.value)}
          className="h-11"
          {...fieldAria(id("publish-date"), { hint: dateHint })}
        />
      </Field>
      <Field id={id("author")} label={t("admin.blog.fields.author")} required>
        <Input
          id={id("author")}
          aria-required="true"
          maxLength={120}
          value={draft.author}
          onChange={(e) => set("author", e.target.value)}
          className="h-11"
        />
      </Field>
      <Field id={id("author-image")} label={t("admin.blog.fields.authorImage")}>
        <Input
          id={id("author-image")}
          type="url"
          inputMode="url"
          value={draft.authorImage}
          onChange={(e) => set("authorImage", e.target.value)}
          className="h-11"
        />
      </Field>
    </div>
  );
}
