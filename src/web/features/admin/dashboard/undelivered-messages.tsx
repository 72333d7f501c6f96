import { MailWarning } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { FailedMessages, OutboxMessage } from "../../../../domain/outbox.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime } from "../../../i18n/format.ts";

/** Where the list is on the dashboard, for the notice's link and the resend's redirect. */
export const UNDELIVERED_ID = "undelivered-messages";

/** How a resend posted from the list ended, as the redirect after it tells the page. */
export const RESEND_OUTCOMES = ["done", "gone", "refused"] as const;
export type ResendOutcome = (typeof RESEND_OUTCOMES)[number];

/** The count at the top of the dashboard, linking to the list; nothing while every message went out. */
export function UndeliveredNotice({ total }: { total: number }) {
  if (total === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <span className="font-semibold">{t("admin.dashboard.undelivered.notice", { count: total })}</span>
      <a href={`#${UNDELIVERED_ID}`} className="font-semibold underline underline-offset-2">
        {t("admin.dashboard.undelivered.noticeLink")}
      </a>
    </p>
  );
}

/**
 * Emails and SMS that failed on their last try, each with a Resend button: a real form posted to the
 * dashboard's action, which answers with a redirect back here, so it works without scripts too.
 * Shown while there are some, or to tell how a resend just ended.
 */
export function UndeliveredMessages({ failed, outcome }: { failed: FailedMessages; outcome: ResendOutcome | null }) {
  if (failed.total === 0 && !outcome) return null;
  return (
    <section id={UNDELIVERED_ID} aria-labelledby={`${UNDELIVERED_ID}-heading`} className="scroll-mt-24">
      <h2 id={`${UNDELIVERED_ID}-heading`} className="mb-1 text-lg font-bold text-slate-900">
        {t("admin.dashboard.undelivered.heading")}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t("admin.dashboard.undelivered.intro")}</p>
      {outcome && (
        <p
          role="status"
          className={`mb-3 rounded-lg px-4 py-2 text-sm font-semibold ${outcome === "done" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {t(`admin.dashboard.undelivered.outcome.${outcome}`)}
        </p>
      )}
      {failed.total === 0 ? (
        <p className="text-sm text-slate-700">{t("admin.dashboard.undelivered.none")}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {failed.messages.map((message) => (
              <MessageRow key={message._id} message={message} />
            ))}
          </ul>
          {failed.total > failed.messages.length && (
            <p className="mt-2 text-sm text-slate-700">
              {t("admin.dashboard.undelivered.more", { shown: failed.messages.length, total: failed.total })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function MessageRow({ message }: { message: OutboxMessage }) {
  const navigation = useNavigation();
  const resending = navigation.state === "submitting" && navigation.formData?.get("message") === message._id;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={message.channel === "sms" ? "blue" : "grey"}>
            {t(`admin.dashboard.undelivered.channel.${message.channel}`)}
          </Badge>
          <span className="font-semibold break-words text-slate-900">{message.subject}</span>
        </p>
        <p className="text-sm break-words text-slate-700">{t("admin.dashboard.undelivered.to", { to: message.to })}</p>
        <p className="text-sm text-slate-700">
          {t("admin.dashboard.undelivered.lastTried", {
            when: formatDateTime(message.lastAttemptAt ?? message.createdAt),
            count: message.attempts,
          })}
        </p>
        {message.lastError && (
          <p className="text-sm break-words text-red-800">
            {t("admin.dashboard.undelivered.error", { error: message.lastError })}
          </p>
        )}
        {message.lead && (
          <Link to={message.lead.href} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
            {t("admin.dashboard.undelivered.openLead")}
          </Link>
        )}
      </div>
      <Form method="post" preventScrollReset className="shrink-0">
        <input type="hidden" name="message" value={message._id} />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={resending}
          aria-label={t("admin.dashboard.undelivered.resendLabel", { subject: message.subject, to: message.to })}
        >
          {resending ? t("admin.dashboard.undelivered.resending") : t("admin.dashboard.undelivered.resend")}
        </Button>
      </Form>
    </li>
  );
}
