import { useActionData } from "react-router";
import { unprefixedPath } from "../../i18n/locales.ts";

export type FormName = "contact" | "lead" | "newsletter" | "submission";

/** What a page's action answers for a form posted without scripts; the page shows it in place. */
export type FormResult = {
  form: FormName;
  sent: boolean;
  /** The success text, or the first problem (the same message the API would send). */
  message: string;
  /** What was typed, returned so nothing is lost; empty after a success. */
  values: Record<string, string>;
  /** A message per field the server found wrong. */
  fields: Record<string, string>;
  /** List With Us: photos already stored, kept for the next try. */
  images?: string[];
};

/** The result of posting this form, when the page came back from it. */
export function useFormResult(form: FormName): FormResult | undefined {
  const result = useActionData() as FormResult | undefined;
  return result?.form === form ? result : undefined;
}

/** Where a page's form posts: the page itself; the home page is an index route, named by `?index`. */
export function pageFormAction(pathname: string, query = ""): string {
  const params = [unprefixedPath(pathname) === "/" ? "index" : "", query].filter(Boolean).join("&");
  return params ? `${pathname}?${params}` : pathname;
}
