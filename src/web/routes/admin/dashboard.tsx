import { redirect } from "react-router";
import { DashboardOverview } from "../../features/admin/dashboard/dashboard-overview.tsx";
import { RESEND_OUTCOMES, type ResendOutcome, UNDELIVERED_ID } from "../../features/admin/dashboard/undelivered-messages.tsx";
import type { PageHandle } from "../../i18n/catalogues/admin.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/dashboard";

export const handle = { title: "admin.titles.dashboard" } satisfies PageHandle;

const isOutcome = (value: string | null): value is ResendOutcome => RESEND_OUTCOMES.includes(value as ResendOutcome);

/** The failed emails and SMS the staff member may resend, read on the server so the list needs no script. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const staff = await services.staffFromCookies(request.headers.get("cookie"));
  // Signed out, the layout's loader sends the browser to the sign-in page.
  const failed = staff ? await services.failedMessages(staff) : { total: 0, messages: [] };
  const outcome = new URL(request.url).searchParams.get("resend");
  return { failed, outcome: isOutcome(outcome) ? outcome : null };
}

/**
 * A Resend button of the list, posted with or without scripts: the message is sent again as through
 * the API (same scope, in the staff member's name), and the answer is a redirect back to the list
 * saying how it went, so a reload never posts it twice.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { services, forms } = context.get(appContext);
  const staff = await services.staffFromCookies(request.headers.get("cookie"));
  if (!staff) throw redirect(`/admin/login?next=${encodeURIComponent("/admin/dashboard")}`);
  const id = (await request.formData()).get("message");
  const outcome = await forms.resendMessage(staff, typeof id === "string" ? id : "");
  const result: ResendOutcome = outcome.ok ? "done" : outcome.status === 403 ? "refused" : "gone";
  throw redirect(`/admin/dashboard?resend=${result}#${UNDELIVERED_ID}`);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DashboardOverview failed={loaderData.failed} resendOutcome={loaderData.outcome} />;
}
