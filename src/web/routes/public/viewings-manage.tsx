import { Link, useActionData } from "react-router";
import { CROSS_SITE_REFUSED } from "../../../domain/form-messages.ts";
import type { RefusedLink } from "../../../server/services/form-services.ts";
import type { ViewingLinkOutcome } from "../../../server/services/viewings.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { tokenOf } from "../../features/alerts/actions.server.ts";
import { slotWhen, ViewingSlotChoice } from "../../features/leads/viewing-slots.tsx";
import "../../i18n/catalogues/viewings.ts";
import { localePath, t, translate } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/viewings-manage";

/** A link's refusal in the page's language. */
function linkProblem(outcome: ViewingLinkOutcome<unknown> | RefusedLink): string | undefined {
  if (outcome.ok) return undefined;
  if (outcome.reason === "refused") return tMessage(CROSS_SITE_REFUSED);
  if (outcome.reason === "expired") return t("viewings.link.expired");
  if (outcome.reason === "gone") return t("viewings.link.gone");
  if (outcome.reason === "closed") return t("viewings.manage.closed");
  return t("viewings.link.invalid");
}

/** The page a viewing's emails link to: move it to another free time of the agent, or cancel it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { forms } = context.get(appContext);
  const token = tokenOf(request);
  const outcome = await forms.viewViewing(token);
  return outcome.ok ? { token, managed: outcome.value } : { token, problem: linkProblem(outcome) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { forms } = context.get(appContext);
  const token = tokenOf(request);
  const form = await request.formData();
  if (form.get("intent") === "cancel") {
    const outcome = await forms.cancelViewing(token);
    return outcome.ok ? { cancelled: true } : { problem: linkProblem(outcome) };
  }
  const slot = form.get("slot");
  const startsAt = typeof slot === "string" && slot ? new Date(slot) : undefined;
  if (!startsAt || Number.isNaN(startsAt.getTime())) return { slotProblem: t("viewings.manage.chooseSlot") };
  const outcome = await forms.rescheduleViewing(token, startsAt);
  if (!outcome.ok) {
    if (outcome.status === 409) return { slotProblem: t("viewings.slotTaken") };
    return { slotProblem: outcome.status === 403 ? tMessage(outcome.error) : t("viewings.link.invalid") };
  }
  const moved = outcome.value;
  return moved.ok ? { moved: slotWhen(moved.value.startsAt, moved.value.endsAt) } : { problem: linkProblem(moved) };
}

export function meta() {
  return [{ title: `${t("viewings.manage.title")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function ManageViewing({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { token } = loaderData;
  const managed = "managed" in loaderData ? loaderData.managed : undefined;
  const problem =
    (result && "problem" in result ? result.problem : undefined) ?? ("problem" in loaderData ? loaderData.problem : undefined);
  const here = `?token=${encodeURIComponent(token)}`;
  const viewing = managed?.viewing;
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{t("viewings.manage.title")}</h1>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      {result && "moved" in result && result.moved && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
          {t("viewings.manage.moved", { when: result.moved })}
        </p>
      )}
      {result && "cancelled" in result && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
          {t("viewings.manage.cancelled")}
        </p>
      )}
      {viewing && (
        <>
          <p className="mt-4 text-slate-800">
            {t("viewings.manage.summary", {
              title: viewing.listingTitle || viewing.place || "",
              when: slotWhen(viewing.startsAt, viewing.endsAt),
            })}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t("viewings.manage.status", { status: translate(`viewings.status.${viewing.status}`) })}
          </p>
          {viewing.propertyId && (
            <Link
              to={localePath(`/properties/${viewing.propertyId}`)}
              className="mt-2 inline-block font-semibold text-brand-700 underline"
            >
              {t("viewings.manage.openListing")}
            </Link>
          )}
          {viewing.changeable && (
            <>
              <form method="post" action={here} className="mt-8 space-y-4">
                <h2 className="text-lg font-bold text-slate-900">{t("viewings.manage.moveTitle")}</h2>
                {managed.days.length > 0 ? (
                  <>
                    <ViewingSlotChoice
                      slots={{ slotMinutes: managed.slotMinutes, days: managed.days }}
                      problem={result && "slotProblem" in result ? result.slotProblem : undefined}
                      withoutOther
                    />
                    <button type="submit" name="intent" value="move" className={buttonClass("primary", "md")}>
                      {t("viewings.manage.move")}
                    </button>
                  </>
                ) : (
                  <p className="text-sm text-slate-700">{t("viewings.manage.noSlots")}</p>
                )}
              </form>
              <form method="post" action={here} className="mt-10 border-t border-slate-200 pt-6">
                <h2 className="text-lg font-bold text-slate-900">{t("viewings.manage.cancelTitle")}</h2>
                <p className="mt-1 text-sm text-slate-700">{t("viewings.manage.cancelText")}</p>
                <button type="submit" name="intent" value="cancel" className={`mt-3 ${buttonClass("danger", "md")}`}>
                  {t("viewings.manage.cancel")}
                </button>
              </form>
            </>
          )}
        </>
      )}
    </main>
  );
}
