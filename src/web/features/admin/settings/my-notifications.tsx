import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { NOTIFICATION_TYPES } from "../../../../domain/enums.ts";
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreferences,
} from "../../../../domain/notification-preferences.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { errorText } from "../../../lib/api.ts";
import { api, ok } from "../../../lib/api-client.ts";
import { LoadError, Section, SectionSkeleton } from "./controls.tsx";

const KEY = ["auth", "me", "notification-preferences"] as const;
const KIND_LABELS = labelsOf("admin.settings.myNotifications.kinds", NOTIFICATION_TYPES);
const CHANNEL_LABELS = labelsOf("admin.settings.myNotifications", NOTIFICATION_CHANNELS);

/**
 * Each staff member's own choice, whatever their role: which kinds of notification reach them in the
 * bell and by email (GET/PUT /api/auth/me/notification-preferences).
 */
export function MyNotifications() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: KEY,
    queryFn: () => ok(api.GET("/api/auth/me/notification-preferences")),
  });
  const [choice, setChoice] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (saved.data) setChoice(saved.data);
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (value: NotificationPreferences) => ok(api.PUT("/api/auth/me/notification-preferences", { body: value })),
    onSuccess: (value) => {
      queryClient.setQueryData(KEY, value);
      toast({ title: t("admin.common.success"), description: t("admin.settings.myNotifications.updated"), variant: "success" });
    },
    onError: (error) =>
      toast({
        title: t("admin.common.error"),
        description: errorText(error, t("admin.settings.myNotifications.failed")),
        variant: "destructive",
      }),
  });
  const toggle = (kind: (typeof NOTIFICATION_TYPES)[number], channel: NotificationChannel, on: boolean) =>
    setChoice((current) => (current ? { ...current, [kind]: { ...current[kind], [channel]: on } } : current));

  return (
    <Section title={t("admin.settings.myNotifications.heading")} description={t("admin.settings.myNotifications.hint")}>
      {saved.isError ? (
        <LoadError message={t("admin.settings.myNotifications.loadFailed")} onRetry={() => void saved.refetch()} />
      ) : !choice ? (
        <SectionSkeleton rows={4} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(choice);
          }}
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-2 font-semibold">
                  {t("admin.settings.myNotifications.kind")}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="w-20 py-2 text-center font-semibold">
                    {CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {NOTIFICATION_TYPES.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-900">
                    {KIND_LABELS[kind]}
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="py-2 text-center">
                      <input
                        type="checkbox"
                        checked={choice[kind][channel]}
                        onChange={(event) => toggle(kind, channel, event.target.checked)}
                        aria-label={t("admin.settings.myNotifications.toggle", {
                          kind: KIND_LABELS[kind],
                          channel: CHANNEL_LABELS[channel],
                        })}
                        className="size-5 rounded border-slate-400 accent-brand-700"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-4 flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("admin.settings.saving") : t("admin.settings.myNotifications.save")}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
