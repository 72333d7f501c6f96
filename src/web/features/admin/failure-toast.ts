import { useToast } from "../../components/ui/toast.tsx";
import { t } from "../../i18n/catalogues/admin.ts";
import { tMessage } from "../../i18n/validation.ts";
import { errorText } from "../../lib/api.ts";

/** A failed request's toast: the server's message in the reader's language, else `fallback`. */
export function useFailureToast(fallback: string) {
  const toast = useToast();
  return (error: unknown) =>
    toast({ title: t("admin.common.error"), description: tMessage(errorText(error, fallback)), variant: "destructive" });
}
