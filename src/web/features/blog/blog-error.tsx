import { FileWarning } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/blog.ts";
import { localePath, t } from "../../i18n/i18n.ts";

/** The blog's error states ('Failed to fetch blog posts', 'Article not found', ...), each with 'Back to Home'. */
export function BlogError({ message }: { message: string }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <FileWarning aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{message}</h1>
      <ButtonLink to={localePath("/")} className="mt-8">
        {t("blog.backHome")}
      </ButtonLink>
    </main>
  );
}
