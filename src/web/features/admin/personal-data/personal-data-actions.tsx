import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Eraser } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { useNotify } from "../resource/use-crud.ts";
import { can, useAdminSession } from "../session.ts";

/**
 * A person's data on request (docs/decisions/0016-audit-log.md): a JSON copy of everything stored
 * about them, and its erasure after a confirmation. Shown to staff who see every lead and may
 * export (or delete) leads, as the API allows.
 */
export function PersonalDataActions({ personId, erased }: { personId: string; erased: boolean }) {
  const session = useAdminSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mayExport = can(session, "viewAllLeads") && can(session, "exportLeads");
  const mayErase = can(session, "viewAllLeads") && can(session, "deleteLeads");
  const erase = useMutation({
    mutationFn: () => ok(api.POST("/api/people/{id}/erase", { params: { path: { id: personId } } })),
    onSuccess: async () => {
      setConfirming(false);
      notify.success(t("admin.people.privacy.erased"));
      // The person's page, lists and inboxes now show "erased" where their data was.
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => notify.failureReason(t("admin.common.error"), t("admin.people.privacy.eraseFailed"), error),
  });
  if (!mayExport && !mayErase) return null;

  return (
    <section aria-labelledby="personal-data" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="personal-data" className="text-sm font-semibold text-slate-900">
        {t("admin.people.privacy.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {erased ? t("admin.people.privacy.alreadyErased") : t("admin.people.privacy.hint")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {mayExport && (
          // The server names the file (Content-Disposition); a plain link works before scripts run.
          <a href={`/api/people/${encodeURIComponent(personId)}/export`} download className={buttonClass("secondary", "sm")}>
            <Download aria-hidden="true" className="size-4" />
            {t("admin.people.privacy.export")}
          </a>
        )}
        {mayErase && !erased && (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            <Eraser aria-hidden="true" className="size-4" />
            {t("admin.people.privacy.erase")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t("admin.people.privacy.confirmTitle")}
        description={t("admin.people.privacy.confirmText")}
        confirmLabel={erase.isPending ? t("admin.people.privacy.erasing") : t("admin.people.privacy.confirm")}
        cancelLabel={t("admin.people.privacy.cancel")}
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
